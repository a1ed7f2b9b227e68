ALTER TABLE `proposals` ADD `channel` text DEFAULT 'web' NOT NULL;--> statement-breakpoint
CREATE INDEX `proposals_channel_idx` ON `proposals` (`channel`);