-- Custom SQL migration: drizzle-kit does not model virtual tables or triggers.
-- Full-text search over proposals (docs/decisions/0037). `proposals_fts` is an FTS5 index over the
-- proposals table's own title and description (external content: the text is not stored twice); its
-- shadow tables are proposals_fts_data, _idx, _docsize and _config. `unicode61 remove_diacritics 2`
-- folds case and accents, so 'parque' finds 'Parqué'. Triggers keep it in step with every insert,
-- update of the text and delete. Nothing else depends on it: it can be dropped and rebuilt from
-- proposals at any time (`INSERT INTO proposals_fts(proposals_fts) VALUES ('rebuild')`), and a backup
-- need not hold it (`wrangler d1 export` refuses databases with FTS5 tables).
CREATE VIRTUAL TABLE `proposals_fts` USING fts5(
  title,
  description,
  content = 'proposals',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `proposals_fts` (`proposals_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `proposals_fts_insert` AFTER INSERT ON `proposals`
BEGIN
  INSERT INTO `proposals_fts` (`rowid`, `title`, `description`) VALUES (new.`id`, new.`title`, new.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `proposals_fts_delete` AFTER DELETE ON `proposals`
BEGIN
  INSERT INTO `proposals_fts` (`proposals_fts`, `rowid`, `title`, `description`) VALUES ('delete', old.`id`, old.`title`, old.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `proposals_fts_update` AFTER UPDATE OF `title`, `description` ON `proposals`
BEGIN
  INSERT INTO `proposals_fts` (`proposals_fts`, `rowid`, `title`, `description`) VALUES ('delete', old.`id`, old.`title`, old.`description`);
  INSERT INTO `proposals_fts` (`rowid`, `title`, `description`) VALUES (new.`id`, new.`title`, new.`description`);
END;
