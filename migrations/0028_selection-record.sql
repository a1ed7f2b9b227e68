-- The record of a confirmed selection (issue 32): the heading's money, the rule's reading of every
-- candidate (votes, cost, fits, the board's change, equal shares' payments), the comparison counts and
-- the lot's seed, as they were when the council confirmed it. The acta and each candidate's outcome
-- read it; a selection confirmed before this column existed has null and is read by computing it again.
ALTER TABLE `budget_selections` ADD `record` text;
--> statement-breakpoint
-- A confirmation changes what every candidate's page says (its outcome), even when it prioritises none.
CREATE TRIGGER `budget_selections_version_insert` AFTER INSERT ON `budget_selections`
BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'proposals';
END;
