-- A budget year's calendar (docs/decisions/0058): the first and last day of each of the six phases.
CREATE TABLE `budget_calendars` (
	`year` integer PRIMARY KEY NOT NULL,
	`presentation_start` text NOT NULL,
	`presentation_end` text NOT NULL,
	`support_start` text NOT NULL,
	`support_end` text NOT NULL,
	`assessment_start` text NOT NULL,
	`assessment_end` text NOT NULL,
	`selection_start` text NOT NULL,
	`selection_end` text NOT NULL,
	`results_start` text NOT NULL,
	`results_end` text NOT NULL,
	`execution_start` text NOT NULL,
	`execution_end` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
-- The cycle a proposal was presented in: every figure counts by it.
ALTER TABLE `proposals` ADD `cycle_year` integer;--> statement-breakpoint
CREATE INDEX `proposals_cycle_year_idx` ON `proposals` (`cycle_year`,`district`);--> statement-breakpoint
-- Existing proposals, from the cycles on record: a candidate of a confirmed selection belongs to its year;
-- a prioritised or executed one to the year it was prioritised (the year /seguimiento counted it in); one
-- still pending to the cycle in course; a rejected one to the year it was presented.
UPDATE `proposals` SET `cycle_year` = coalesce(
	(SELECT s.`year` FROM `budget_selections` s, json_each(s.`candidates`) j WHERE j.value = `proposals`.`id` ORDER BY s.`year` DESC LIMIT 1),
	CASE
		WHEN `status` IN ('approved', 'executed') AND coalesce(`approved_at`, `executed_at`) IS NOT NULL
			THEN CAST(strftime('%Y', coalesce(`approved_at`, `executed_at`) / 1000, 'unixepoch') AS INTEGER)
		WHEN `status` = 'pending' THEN (SELECT `budget_year` FROM `system_config` WHERE `id` = 1)
	END,
	CAST(strftime('%Y', `created_at` / 1000, 'unixepoch') AS INTEGER)
) WHERE `cycle_year` IS NULL;--> statement-breakpoint
-- A row written without its cycle (a restore of an older backup, a hand-made insert) takes the cycle in course.
CREATE TRIGGER `proposals_cycle_year_default` AFTER INSERT ON `proposals` WHEN NEW.`cycle_year` IS NULL BEGIN
	UPDATE `proposals` SET `cycle_year` = coalesce((SELECT `budget_year` FROM `system_config` WHERE `id` = 1), 2026) WHERE `id` = NEW.`id`;
END;
