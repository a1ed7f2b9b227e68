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
