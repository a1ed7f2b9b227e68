-- The reports of census imports made before this release quoted a line's district cell, which a shifted
-- column fills with a document number ('Distrito desconocido: «Y7654321G»'). Every quoting reason (only
-- that one quoted, in any language) becomes the fixed text that names the column instead.
UPDATE census_imports
   SET rejected = (
     SELECT json_group_array(json_object(
              'line', json_extract(r.value, '$.line'),
              'reason', CASE WHEN json_extract(r.value, '$.reason') LIKE '%«%'
                             THEN 'Distrito desconocido: la tercera columna debe ser Norte, Sur, Este, Oeste o Centro.'
                             ELSE json_extract(r.value, '$.reason') END))
       FROM json_each(census_imports.rejected) AS r)
 WHERE rejected LIKE '%«%';
--> statement-breakpoint
-- The receipts mailed to one address in a day, and a person's requests for GDPR access and erasure.
CREATE INDEX `accessibility_requests_email_idx` ON `accessibility_requests` (`email`,`created_at`);
--> statement-breakpoint
-- A block made by a GDPR erasure (the person asked for it), told apart from moderation's in what the
-- identity is told when it comes back.
ALTER TABLE `blocked_identities` ADD `erased` integer DEFAULT false NOT NULL;
