ALTER TABLE `system_config` ADD `budget_year` integer DEFAULT 2026 NOT NULL;--> statement-breakpoint
ALTER TABLE `system_config` ADD `submission_deadline` text DEFAULT '2025-05-12' NOT NULL;