-- Custom SQL migration: drizzle-kit does not model triggers.
-- A year's money is on the public pages too (/seguimiento, /resultados): changing a heading's amount
-- bumps the 'proposals' version, the key of the cached pages and the ETag of those answers (0002, 0017).
CREATE TRIGGER `budget_headings_version_insert` AFTER INSERT ON `budget_headings`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
--> statement-breakpoint
CREATE TRIGGER `budget_headings_version_update` AFTER UPDATE ON `budget_headings`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
--> statement-breakpoint
CREATE TRIGGER `budget_headings_version_delete` AFTER DELETE ON `budget_headings`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
