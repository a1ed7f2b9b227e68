import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { HOME_LIST_SIZE, LIST_PAGE_STEP } from '@domain/constants'
import { api, reach, unwrap } from '@app/lib/api'
import { readResponse } from '@app/lib/api-error'
import { queryKeys, type ListSection } from '@app/lib/query-keys'

const getList = () => unwrap(api.proposals.$get({ query: {} }))
const getOne = (id: number) => unwrap(api.proposals[':id'].$get({ param: { id: String(id) } }))

/** A public proposal as the lists carry it (typed from the Worker's route). */
export type Proposal = Awaited<ReturnType<typeof getList>>[number]
/** One proposal as its own address answers it: the list's fields plus the story of its execution. */
export type ProposalDetail = Awaited<ReturnType<typeof getOne>>

/** The whole public list (§7): feeds the home lists, the public list and the executed projects. */
export const proposalsQuery = () => queryOptions({ queryKey: queryKeys.proposals(), queryFn: getList })

/** One page of a list section, and the cursor of the next one (null at the end). */
export interface ProposalPage {
  items: Proposal[]
  next: string | null
}

/** The first request asks for `limit` (12, or as many as the address shows); each next page for 9 more. */
type PageParam = { limit: number; cursor?: string }

async function getPage(section: ListSection, { limit, cursor }: PageParam): Promise<ProposalPage> {
  const query: Record<string, string> = { status: section.status, limit: String(limit) }
  for (const key of ['q', 'district', 'scope', 'year'] as const) if (section[key]) query[key] = section[key]
  if (cursor) query.cursor = cursor
  const response = await reach(api.proposals.$get({ query }))
  return { items: await readResponse<Proposal[]>(response), next: response.headers.get('x-next-cursor') }
}

/**
 * One section of a public list (§2: presented, prioritised or executed proposals, with the screen's
 * filters), fetched from the server a page at a time: the list never travels whole. The server pages by
 * cursor, so votes between two pages neither repeat nor skip a card.
 */
export const proposalPagesQuery = (section: ListSection, firstPage: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.proposalPages(section),
    queryFn: ({ pageParam }) => getPage(section, pageParam),
    initialPageParam: { limit: firstPage } as PageParam,
    getNextPageParam: (last): PageParam | undefined => (last.next ? { limit: LIST_PAGE_STEP, cursor: last.next } : undefined),
  })

/**
 * The home page's lists (§2, §9): the three most voted proposals of some statuses, ranked by the server
 * so the home page never downloads the whole list.
 */
export const topProposalsQuery = (statuses: readonly string[]) => {
  const status = [...statuses].sort().join(',')
  return queryOptions({
    queryKey: queryKeys.topProposals(status),
    queryFn: () => unwrap(api.proposals.$get({ query: { status, sort: 'votes', limit: String(HOME_LIST_SIZE) } })),
  })
}

/** One proposal, cached under its id (§7). */
export const proposalQuery = (id: number) => queryOptions({ queryKey: queryKeys.proposal(id), queryFn: () => getOne(id) })

export const voteFor = (id: number) => unwrap(api.proposals[':id'].vote.$post({ param: { id: String(id) } }))

/** A cached list under queryKeys.proposals(): a whole list or top list, or a section's pages. */
export type CachedList = Proposal[] | InfiniteData<ProposalPage, PageParam> | undefined

/** A proposal as a vote or an admin's change answers it: without its outcome, which the cached copy keeps. */
export type FreshProposal = Omit<Proposal, 'outcome'>

const replaceIn = (list: Proposal[], fresh: FreshProposal) => list.map((p) => (p.id === fresh.id ? { ...p, ...fresh } : p))

/**
 * The server's answer after a vote or an admin's change replaces the proposal wherever it is cached
 * (§7); an opened proposal keeps the milestones it was read with, which those answers do not carry.
 */
export function replaceCachedProposal(client: QueryClient, fresh: FreshProposal) {
  client.setQueryData(proposalQuery(fresh.id).queryKey, (opened) => (opened ? { ...opened, ...fresh } : opened))
  // Every cached list under queryKeys.proposals(): the whole list, the home page's top lists and the pages.
  client.setQueriesData<CachedList>({ queryKey: queryKeys.proposals() }, (list) =>
    Array.isArray(list)
      ? replaceIn(list, fresh)
      : list && { ...list, pages: list.pages.map((page) => ({ ...page, items: replaceIn(page.items, fresh) })) },
  )
}
