CREATE TABLE `vote_receipts` (
	`voter_hash` text NOT NULL,
	`proposal_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`voter_hash`, `proposal_id`),
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vote_receipts_proposal_idx` ON `vote_receipts` (`proposal_id`);--> statement-breakpoint
ALTER TABLE `local_idp_mailbox` ADD `local_id` text;