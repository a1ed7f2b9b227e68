ALTER TABLE `local_idp_accounts` ADD `google_sub` text;--> statement-breakpoint
ALTER TABLE `local_idp_accounts` ADD `email_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `local_idp_accounts_google_sub_unique` ON `local_idp_accounts` (`google_sub`);--> statement-breakpoint
ALTER TABLE `local_idp_refresh_tokens` ADD `sign_in_provider` text DEFAULT 'password' NOT NULL;