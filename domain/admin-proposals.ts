import type { VoteChannel } from './census'

/**
 * The admin table at city scale (docs/decisions/0047-the-admin-table-and-exports-at-city-scale.md): the
 * server filters, sorts and pages it, and writes the exports. What both sides share lives here.
 */

/** The columns the table sorts by; each has an index so that a page is read in order, not sorted whole. */
export const ADMIN_SORT_KEYS = ['title', 'status', 'scope', 'votes', 'createdAt'] as const
export type AdminSortKey = (typeof ADMIN_SORT_KEYS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** Numbers and dates start with the largest; texts from A. */
export const defaultDirection = (key: AdminSortKey): SortDirection => (key === 'votes' || key === 'createdAt' ? 'desc' : 'asc')

/** The largest page the server answers; the panel offers up to 500 rows and a custom size up to this. */
export const ADMIN_MAX_PAGE_SIZE = 1000

/**
 * Where a page ends: the sort it belongs to, the last row's sort key and its id. It travels as
 * base64url JSON, so a title with accents or quotes is a safe query value.
 */
export interface AdminCursor {
  sort: AdminSortKey
  dir: SortDirection
  key: string | number
  id: number
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export const encodeAdminCursor = (c: AdminCursor) => toBase64Url(new TextEncoder().encode(JSON.stringify([c.sort, c.dir, c.key, c.id])))

const TEXT_KEYS: readonly AdminSortKey[] = ['title', 'scope']

/** The cursor, or null when it is not one this server wrote. */
export function decodeAdminCursor(text: string): AdminCursor | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))))
    if (!Array.isArray(parsed) || parsed.length !== 4) return null
    const [sort, dir, key, id] = parsed as unknown[]
    if (!(ADMIN_SORT_KEYS as readonly unknown[]).includes(sort) || !(SORT_DIRECTIONS as readonly unknown[]).includes(dir)) return null
    if (!Number.isSafeInteger(id) || (id as number) < 1) return null
    const textKey = TEXT_KEYS.includes(sort as AdminSortKey)
    if (textKey ? typeof key !== 'string' || key.length > 1000 : !Number.isSafeInteger(key)) return null
    return { sort: sort as AdminSortKey, dir: dir as SortDirection, key: key as string | number, id: id as number }
  } catch {
    return null
  }
}

/** The fields of a proposal an export row is made of. */
export interface ExportedProposal {
  id: number
  title: string
  description: string
  status: string
  district: string | null
  scope: string | null
  votes: number
  createdAt: string
  channel: string
  feasibility: string
  estimatedCost: number | null
  /** Its per-person votes by the channel they came by (the vote receipts); a channel absent had none. */
  votesByChannel: Partial<Record<VoteChannel, number>>
}
