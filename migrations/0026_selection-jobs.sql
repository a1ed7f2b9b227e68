CREATE TABLE `selection_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`file_key` text,
	`input` text,
	`input_key` text,
	`result` text,
	`refusal` text,
	`created_by` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `selection_jobs_created_at_idx` ON `selection_jobs` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `selection_jobs_input_idx` ON `selection_jobs` (`kind`,`input_key`);
