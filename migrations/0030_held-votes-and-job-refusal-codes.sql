-- A refused selection job keeps its refusal's code beside its Spanish reason, so that a large heading's
-- refusal answers what the request would have (SELECTION_TOO_LARGE, 422); NULL is CONFLICT (the sweeps').
ALTER TABLE `selection_jobs` ADD `refusal_code` text;
--> statement-breakpoint
-- Web votes of unverified accounts held when census channels open (decision 0065): they stop counting
-- until their account verifies, then count under the census person, once.
CREATE TABLE `held_votes` (
	`voter_hash` text NOT NULL,
	`proposal_id` integer NOT NULL,
	`voted_at` integer NOT NULL,
	`held_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`voter_hash`, `proposal_id`),
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `held_votes_proposal_idx` ON `held_votes` (`proposal_id`);
--> statement-breakpoint
-- Where census channels are open already, the votes of unverified accounts cast on the cycle in course
-- before they opened are held now, as opening them holds them from now on (worker/census/held-votes.ts):
-- web receipts keyed to no census person, on proposals no confirmed selection chose among.
INSERT INTO `held_votes` (`voter_hash`, `proposal_id`, `voted_at`)
SELECT r.voter_hash, r.proposal_id, r.created_at FROM vote_receipts r JOIN proposals p ON p.id = r.proposal_id
 WHERE EXISTS (SELECT 1 FROM system_config c WHERE c.id = 1 AND (c.residents_only OR c.own_district_only) AND c.budget_year = p.cycle_year)
   AND NOT EXISTS (SELECT 1 FROM budget_selections s, json_each(s.candidates) j
                    WHERE s.year = p.cycle_year AND s.district = p.district AND j.value = p.id)
   AND r.channel = 'web'
   AND NOT EXISTS (SELECT 1 FROM census_identities i WHERE i.record = r.voter_hash)
   AND NOT EXISTS (SELECT 1 FROM census_records c
                    WHERE c.generation = (SELECT generation FROM census_active WHERE id = 1) AND c.hash = r.voter_hash);
--> statement-breakpoint
UPDATE `proposals` SET `votes` = max(`votes` - (SELECT count(*) FROM held_votes h WHERE h.proposal_id = proposals.id), 0)
 WHERE `id` IN (SELECT `proposal_id` FROM `held_votes`);
--> statement-breakpoint
DELETE FROM `vote_receipts`
 WHERE EXISTS (SELECT 1 FROM held_votes h WHERE h.voter_hash = vote_receipts.voter_hash AND h.proposal_id = vote_receipts.proposal_id);
