-- Custom SQL migration: drizzle-kit does not model triggers.
-- A proposal's milestones are part of its public answer and of every page that shows it: changing one
-- bumps the 'proposals' version (the ETag of the list and the key of the cached pages), like a change
-- of the proposal itself (0002).
CREATE TRIGGER `milestones_version_insert` AFTER INSERT ON `milestones`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
--> statement-breakpoint
CREATE TRIGGER `milestones_version_update` AFTER UPDATE ON `milestones`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
--> statement-breakpoint
CREATE TRIGGER `milestones_version_delete` AFTER DELETE ON `milestones`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
