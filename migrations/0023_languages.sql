ALTER TABLE `proposals` ADD `language` text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE `system_config` ADD `languages` text DEFAULT '["es"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `language` text DEFAULT 'es' NOT NULL;