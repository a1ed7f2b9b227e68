/**
 * Which tables a backup holds (decision 0042): every table of the schema, except
 * - SQLite's and Cloudflare's own (sqlite_*, _cf_*) and d1_migrations (the manifest records the level);
 * - virtual tables (the FTS5 search index) and their shadow tables (`<name>_data`, `_idx`, `_content`,
 *   `_docsize`, `_config`): derived from proposals, rebuilt by `npm run restore`;
 * - the local identity provider's tables (local_idp_*): the stand-in for Google's service on a
 *   developer's machine; in production they are empty and people's accounts live with the provider.
 */
export async function backedUpTables(db: D1Database): Promise<{ tables: string[]; skipped: string[] }> {
  const all = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<{ name: string; sql: string | null }>()
  const virtual = all.results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name)
  const skip = (name: string) =>
    name.startsWith('sqlite_') ||
    name.startsWith('_cf_') ||
    name === 'd1_migrations' ||
    name.startsWith('local_idp_') ||
    virtual.some((v) => name === v || name.startsWith(`${v}_`))
  const names = all.results.map((t) => t.name)
  return { tables: names.filter((n) => !skip(n)), skipped: names.filter(skip) }
}
