import { ADMIN_MAX_PAGE_SIZE } from '@domain/admin-proposals'
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@domain/constants'

export { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES }

/** How many pages `total` rows fill; at least 1, so an empty table still reads 'Página 1 de 1'. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

/** §5: a custom page size is an integer greater than 0, up to the largest page the server answers; anything else is refused (null). */
export function parsePageSize(input: string): number | null {
  const text = input.trim()
  if (!/^\d+$/.test(text)) return null
  const size = Number(text)
  return Number.isSafeInteger(size) && size > 0 && size <= ADMIN_MAX_PAGE_SIZE ? size : null
}

/** §5: the admin's votes input accepts integers of 0 or more (paper ballots). */
export function parseVotes(input: string): number | null {
  const text = input.trim()
  if (!/^\d+$/.test(text)) return null
  const votes = Number(text)
  return Number.isSafeInteger(votes) ? votes : null
}
