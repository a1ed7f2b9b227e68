import { Hono } from 'hono'
import { DISTRICTS } from '@domain/districts'
import { SCOPES } from '@domain/scopes'
import { STATUSES } from '@domain/statuses'
import { findProposal, publicProposal } from '../db/queries/proposals'
import { proposals, type ProposalRow } from '../db/schema'
import type { AppEnv } from '../env'
import { requireAdmin } from '../middleware/auth'
import { idParam } from '@schemas'
import { validate } from '../validate'

/**
 * What would stop the public API or the pages from showing a proposal: values outside the lists the
 * app knows, empty texts, or a photo whose R2 object is gone. `null` means none.
 */
function problemOf(p: ProposalRow, storedKeys: Set<string>): string | null {
  if (!(STATUSES as readonly string[]).includes(p.status)) return `Estado desconocido: «${p.status}»`
  if (!(DISTRICTS as readonly string[]).includes(p.district)) return `Distrito desconocido: «${p.district}»`
  if (!(SCOPES as readonly string[]).includes(p.scope)) return `Ámbito desconocido: «${p.scope}»`
  if (!p.title.trim()) return 'La propuesta no tiene título'
  if (!p.description.trim()) return 'La propuesta no tiene descripción'
  if (p.votes < 0) return 'El número de votos es negativo'
  for (const key of [p.photoBig, p.photoThumb]) if (key && !storedKeys.has(key)) return `Falta la imagen ${key} en el almacenamiento`
  return null
}

async function storedKeys(bucket: R2Bucket, keys: (string | null)[]): Promise<Set<string>> {
  const wanted = keys.filter((k): k is string => !!k)
  const found = await Promise.all(wanted.map(async (k) => ((await bucket.head(k)) ? k : null)))
  return new Set(found.filter((k): k is string => k !== null))
}

async function allStoredKeys(bucket: R2Bucket): Promise<Set<string>> {
  const keys = new Set<string>()
  let cursor: string | undefined
  do {
    const page = await bucket.list({ prefix: 'proposals/', cursor })
    for (const o of page.objects) keys.add(o.key)
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return keys
}

/** Admin diagnostics behind /debug/proposal-diagnostics.js (§2 'Admin diagnostics'). */
export const diagnosticsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/proposals/:id', validate('param', idParam), async (c) => {
    const row = await findProposal(c.var.db, c.req.valid('param').id)
    if (!row) return c.json({ id: c.req.valid('param').id, exists: false, issue: null, dbData: null, data: null })
    const issue = problemOf(row, await storedKeys(c.env.MEDIA, [row.photoBig, row.photoThumb]))
    const data = publicProposal(row)
    return c.json({
      id: row.id,
      exists: true,
      issue,
      data: { title: data.title, status: data.status, district: data.district, votes: data.votes },
      dbData: { ...row, createdAt: row.createdAt.toISOString(), approvedAt: data.approvedAt, executedAt: data.executedAt },
    })
  })
  .get('/proposals', async (c) => {
    const [rows, keys] = await Promise.all([c.var.db.select().from(proposals), allStoredKeys(c.env.MEDIA)])
    const problematic = rows.flatMap((p) => {
      const issue = problemOf(p, keys)
      return issue ? [{ id: p.id, title: p.title, issue }] : []
    })
    return c.json({ total: rows.length, accessible: rows.length - problematic.length, problematic })
  })
