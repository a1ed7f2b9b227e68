import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@domain/constants'

export { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES }

export interface Page<T> {
  items: T[]
  /** 1-based, clamped into 1..pages. */
  page: number
  /** At least 1, so an empty table still reads 'Página 1 de 1'. */
  pages: number
  total: number
}

/** One page of a list; a page past the end (after filtering or deleting) falls back to the last one. */
export function paginate<T>(list: readonly T[], page: number, size: number): Page<T> {
  const pages = Math.max(1, Math.ceil(list.length / size))
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages)
  const start = (current - 1) * size
  return { items: list.slice(start, start + size), page: current, pages, total: list.length }
}

/** §5: a custom page size is an integer greater than 0; anything else is refused (null). */
export function parsePageSize(input: string): number | null {
  const text = input.trim()
  if (!/^\d+$/.test(text)) return null
  const size = Number(text)
  return Number.isSafeInteger(size) && size > 0 ? size : null
}

/** §5: the admin's votes input accepts integers of 0 or more (paper ballots). */
export function parseVotes(input: string): number | null {
  const text = input.trim()
  if (!/^\d+$/.test(text)) return null
  const votes = Number(text)
  return Number.isSafeInteger(votes) ? votes : null
}
