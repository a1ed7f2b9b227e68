CREATE TABLE `follows` (
	`user_id` integer NOT NULL,
	`proposal_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `proposal_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `follows_proposal_idx` ON `follows` (`proposal_id`);--> statement-breakpoint
CREATE TABLE `notice_deliveries` (
	`event_id` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`event_id`, `channel`, `recipient`),
	FOREIGN KEY (`event_id`) REFERENCES `notice_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notice_email_addresses` (
	`email` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notice_email_addresses_token_unique` ON `notice_email_addresses` (`token`);--> statement-breakpoint
CREATE TABLE `notice_events` (
	`id` text PRIMARY KEY NOT NULL,
	`proposal_id` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`proposal_id` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`event_id`) REFERENCES `notice_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notices_event_user_uq` ON `notices` (`event_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `notices_user_idx` ON `notices` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`email` integer DEFAULT false NOT NULL,
	`push` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
ALTER TABLE `local_idp_mailbox` ADD `headers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `proposals` ADD `submitter_notify` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Authors and voters from before notices existed follow what they submitted or voted for, as new ones do.
INSERT OR IGNORE INTO `follows` (`user_id`, `proposal_id`) SELECT `user_id`, `proposal_id` FROM `votes`;--> statement-breakpoint
INSERT OR IGNORE INTO `follows` (`user_id`, `proposal_id`) SELECT `user_id`, `id` FROM `proposals` WHERE `user_id` IS NOT NULL;
