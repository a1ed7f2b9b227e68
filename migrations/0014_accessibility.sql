CREATE TABLE `accessibility_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`page` text DEFAULT '' NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`due_on` text NOT NULL,
	`answer` text,
	`answered_at` integer,
	`answered_by` integer
);
--> statement-breakpoint
CREATE INDEX `accessibility_requests_open_idx` ON `accessibility_requests` (`answered_at`,`due_on`);--> statement-breakpoint
ALTER TABLE `system_config` ADD `accessibility_reviewed_on` text;