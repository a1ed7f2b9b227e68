CREATE TABLE `blocked_identities` (
	`uid` text PRIMARY KEY NOT NULL,
	`blocked_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`blocked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `notice_events` ADD `origin` text;--> statement-breakpoint
ALTER TABLE `notice_events` ADD `queued_at` integer;--> statement-breakpoint
-- Events from before this migration were handed to the queue or logged as lost long ago: the sweep
-- resends only what happens from now on.
UPDATE `notice_events` SET `queued_at` = `created_at`;
