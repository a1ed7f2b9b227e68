-- Neighbourhood tables (issue 33, docs/decisions/0062): a table opened by the council for a place, a day
-- and a window; the devices that joined it with its code; and every ballot a device uploaded, with the
-- answer given, so that a retried key is answered again and never counted twice. No document, no birth
-- date: a ballot arrives sealed and is opened only in the Worker's memory.
CREATE TABLE `vote_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`place` text NOT NULL,
	`district` text,
	`day` text NOT NULL,
	`opens` text NOT NULL,
	`closes` text NOT NULL,
	`volunteers` text DEFAULT '[]' NOT NULL,
	`grace_hours` integer DEFAULT 48 NOT NULL,
	`cycle_year` integer NOT NULL,
	`join_code_hash` text NOT NULL,
	`receipt_prefix` text NOT NULL,
	`public_key` text NOT NULL,
	`sealed_private_key` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`revoked_reason` text,
	`created_by` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`closed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vote_tables_join_code_idx` ON `vote_tables` (`join_code_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `vote_tables_receipt_prefix_idx` ON `vote_tables` (`receipt_prefix`);--> statement-breakpoint
CREATE INDEX `vote_tables_cycle_idx` ON `vote_tables` (`cycle_year`);--> statement-breakpoint
CREATE TABLE `table_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_id` integer NOT NULL,
	`label` text NOT NULL,
	`token_hash` text NOT NULL,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_seen_at` integer,
	`revoked_at` integer,
	`revoked_reason` text,
	FOREIGN KEY (`table_id`) REFERENCES `vote_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_devices_token_idx` ON `table_devices` (`token_hash`);--> statement-breakpoint
CREATE INDEX `table_devices_table_idx` ON `table_devices` (`table_id`);--> statement-breakpoint
CREATE TABLE `table_ballots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_id` integer NOT NULL,
	`device_id` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`seq` integer NOT NULL,
	`kind` text,
	`taken_at` integer,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`outcome` text,
	`answer` text,
	`receipt` text,
	FOREIGN KEY (`table_id`) REFERENCES `vote_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`device_id`) REFERENCES `table_devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_ballots_key_idx` ON `table_ballots` (`table_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `table_ballots_receipt_idx` ON `table_ballots` (`receipt`);
