CREATE TABLE `milestones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proposal_id` integer NOT NULL,
	`date` text NOT NULL,
	`phase` text NOT NULL,
	`text` text NOT NULL,
	`progress` integer NOT NULL,
	`reason` text,
	`photo_big` text,
	`photo_thumb` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "milestones_progress_range" CHECK("milestones"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE INDEX `milestones_proposal_idx` ON `milestones` (`proposal_id`,`date`,`id`);--> statement-breakpoint
ALTER TABLE `notice_events` ADD `milestone_id` integer REFERENCES milestones(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `proposals` ADD `awarded_cost` integer;--> statement-breakpoint
ALTER TABLE `proposals` ADD `final_cost` integer;