import type { SortDirection } from '@domain/admin-proposals'

/** A table's order: the column and its direction, as the admin's proposals and users tables keep it. */
export interface Sort<K extends string> {
  key: K
  direction: SortDirection
}
