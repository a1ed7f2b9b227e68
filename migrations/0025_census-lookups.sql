-- Every census lookup is counted now, found or not (docs/decisions/0056): the column says so.
ALTER TABLE `census_attempts` RENAME COLUMN `failures` TO `lookups`;--> statement-breakpoint
-- 'Votar sin cuenta' needs every online vote to be a census person's: a council that had it on
-- without 'Solo votan personas empadronadas' (or 'Solo en su distrito') has it switched off, so that
-- nobody can vote once with an unverified account and again with the census.
UPDATE `system_config` SET `census_voting` = false WHERE `residents_only` = false AND `own_district_only` = false;
