-- Custom SQL migration: drizzle-kit does not model triggers.
-- Every change to a proposal bumps the 'proposals' version, which is the ETag of the public list.
INSERT INTO `data_versions` (`name`, `version`) VALUES ('proposals', 1);
--> statement-breakpoint
CREATE TRIGGER `proposals_version_insert` AFTER INSERT ON `proposals`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
--> statement-breakpoint
CREATE TRIGGER `proposals_version_update` AFTER UPDATE ON `proposals`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
--> statement-breakpoint
CREATE TRIGGER `proposals_version_delete` AFTER DELETE ON `proposals`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
