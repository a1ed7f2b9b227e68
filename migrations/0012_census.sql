CREATE TABLE `census_active` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL,
	`rows` integer NOT NULL,
	`since` integer NOT NULL,
	CONSTRAINT "census_active_single_row" CHECK("census_active"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `census_attempts` (
	`key` text NOT NULL,
	`day` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `day`)
);
--> statement-breakpoint
CREATE TABLE `census_identities` (
	`uid_hash` text PRIMARY KEY NOT NULL,
	`record` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `census_identities_record_idx` ON `census_identities` (`record`);--> statement-breakpoint
CREATE TABLE `census_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'importing' NOT NULL,
	`admin_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`encoding` text NOT NULL,
	`separator` text NOT NULL,
	`min_age` integer NOT NULL,
	`total_lines` integer NOT NULL,
	`total_bytes` integer NOT NULL,
	`read_lines` integer DEFAULT 0 NOT NULL,
	`read_bytes` integer DEFAULT 0 NOT NULL,
	`rows` integer DEFAULT 0 NOT NULL,
	`rejected_count` integer DEFAULT 0 NOT NULL,
	`rejected` text DEFAULT '[]' NOT NULL,
	`failure` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE TABLE `census_records` (
	`generation` integer NOT NULL,
	`hash` text NOT NULL,
	`district` text NOT NULL,
	`votes_from` text NOT NULL,
	PRIMARY KEY(`generation`, `hash`)
);
--> statement-breakpoint
CREATE TABLE `vote_codes` (
	`code` text NOT NULL,
	`proposal_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`code`, `proposal_id`),
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `system_config` ADD `residents_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `system_config` ADD `own_district_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `system_config` ADD `census_voting` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `census_record` text;--> statement-breakpoint
ALTER TABLE `users` ADD `verified_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_census_record_unique` ON `users` (`census_record`);--> statement-breakpoint
ALTER TABLE `vote_receipts` ADD `channel` text DEFAULT 'web' NOT NULL;