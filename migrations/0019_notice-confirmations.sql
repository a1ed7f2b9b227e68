CREATE TABLE `notice_confirmations` (
	`token` text PRIMARY KEY NOT NULL,
	`proposal_id` integer NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`confirmed_at` integer,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notice_confirmations_email_idx` ON `notice_confirmations` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `notice_confirmations_proposal_idx` ON `notice_confirmations` (`proposal_id`);