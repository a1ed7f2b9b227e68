ALTER TABLE `blocked_identities` ADD `user_id` integer;--> statement-breakpoint
ALTER TABLE `blocked_identities` ADD `username` text;--> statement-breakpoint
ALTER TABLE `blocked_identities` ADD `email` text;