CREATE TABLE `cookie_consent` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`session_id` text NOT NULL,
	`necessary` integer DEFAULT true NOT NULL,
	`functional` integer DEFAULT false NOT NULL,
	`analytics` integer DEFAULT false NOT NULL,
	`marketing` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cookie_consent_session_uq` ON `cookie_consent` (`session_id`);--> statement-breakpoint
CREATE INDEX `cookie_consent_user_idx` ON `cookie_consent` (`user_id`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`proposal_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `local_idp_accounts` (
	`local_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`display_name` text,
	`photo_url` text,
	`provider` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_login_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_idp_accounts_email_unique` ON `local_idp_accounts` (`email`);--> statement-breakpoint
CREATE TABLE `local_idp_keys` (
	`kid` text PRIMARY KEY NOT NULL,
	`private_jwk` text NOT NULL,
	`public_jwk` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_idp_mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`oob_code` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_idp_mailbox_oob_code_unique` ON `local_idp_mailbox` (`oob_code`);--> statement-breakpoint
CREATE TABLE `local_idp_refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`local_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`local_id`) REFERENCES `local_idp_accounts`(`local_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`photo_big` text,
	`photo_thumb` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`district` text NOT NULL,
	`scope` text DEFAULT 'Otras categorias / Varios' NOT NULL,
	`submitter_name` text,
	`submitter_surname` text,
	`submitter_phone` text,
	`submitter_email` text,
	`approved_at` integer,
	`executed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "proposals_votes_nonnegative" CHECK("proposals"."votes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `proposals_created_idx` ON `proposals` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `proposals_status_created_idx` ON `proposals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `proposals_district_idx` ON `proposals` (`district`,`created_at`);--> statement-breakpoint
CREATE INDEX `proposals_scope_idx` ON `proposals` (`scope`,`created_at`);--> statement-breakpoint
CREATE INDEX `proposals_votes_idx` ON `proposals` (`status`,`votes`);--> statement-breakpoint
CREATE INDEX `proposals_user_idx` ON `proposals` (`user_id`);--> statement-breakpoint
CREATE TABLE `system_config` (
	`id` integer PRIMARY KEY NOT NULL,
	`voting_enabled` integer DEFAULT true NOT NULL,
	`last_updated` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_by` integer,
	CONSTRAINT "system_config_single_row" CHECK("system_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`surname` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`district` text DEFAULT '' NOT NULL,
	`entity` text,
	`auth_provider` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_uid_unique` ON `users` (`uid`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`proposal_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `votes_user_proposal_uq` ON `votes` (`user_id`,`proposal_id`);--> statement-breakpoint
CREATE INDEX `votes_proposal_idx` ON `votes` (`proposal_id`);