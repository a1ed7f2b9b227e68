import type { Query } from '@tanstack/react-query'
import { queryKeys } from '@app/lib/query-keys'

/**
 * Public data and the signed-in person's own record only. Admin answers, other personal lists and
 * anything else never reach the disk: a shared or lost phone must not hold other people's data.
 */
const KEPT = [
  queryKeys.proposals,
  queryKeys.topProposals,
  queryKeys.proposalPages,
  queryKeys.proposal,
  queryKeys.systemConfig,
  queryKeys.user,
]

/** Stands for any argument of a key builder: the kept keys' shapes, with their arguments open. */
const ANY = Symbol('any argument')
const keptShapes: (readonly unknown[])[] = KEPT.map((build) =>
  (build as (...args: unknown[]) => readonly unknown[])(...Array.from({ length: build.length }, () => ANY)),
)

const fits = (queryKey: readonly unknown[], shape: readonly unknown[]) =>
  queryKey.length === shape.length && shape.every((part, i) => part === ANY || part === queryKey[i])

export function isPersisted(queryKey: readonly unknown[]): boolean {
  return keptShapes.some((shape) => fits(queryKey, shape))
}

/**
 * Whether a query goes into the device's copy: a kept key with data. Whatever its status: a refresh
 * that failed offline leaves the data on screen, and must not take it off the device at the next save.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.data !== undefined && isPersisted(query.queryKey)
}
