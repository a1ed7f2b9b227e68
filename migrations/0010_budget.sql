CREATE TABLE `budget_headings` (
	`year` integer NOT NULL,
	`district` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`year`, `district`),
	FOREIGN KEY (`year`) REFERENCES `budget_years`(`year`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "budget_headings_amount_nonnegative" CHECK("budget_headings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE `budget_selections` (
	`year` integer NOT NULL,
	`district` text NOT NULL,
	`rule` text NOT NULL,
	`comparison` integer DEFAULT false NOT NULL,
	`candidates` text NOT NULL,
	`approved` text NOT NULL,
	`changes` text NOT NULL,
	`admin_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`year`, `district`)
);
--> statement-breakpoint
CREATE TABLE `budget_years` (
	`year` integer PRIMARY KEY NOT NULL,
	`investment_budget` integer NOT NULL,
	`share_percent` integer DEFAULT 5 NOT NULL,
	`rule` text,
	`comparison` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "budget_years_investment_nonnegative" CHECK("budget_years"."investment_budget" >= 0),
	CONSTRAINT "budget_years_share_percent" CHECK("budget_years"."share_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE `proposals` ADD `feasibility` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `proposals` ADD `estimated_cost` integer;--> statement-breakpoint
ALTER TABLE `proposals` ADD `service` text;--> statement-breakpoint
ALTER TABLE `proposals` ADD `assessment` text;--> statement-breakpoint
ALTER TABLE `proposals` ADD `assessed_at` integer;--> statement-breakpoint
CREATE INDEX `proposals_feasibility_idx` ON `proposals` (`district`,`feasibility`);