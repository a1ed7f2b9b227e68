import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { HOME_LIST_SIZE, LIST_PAGE_STEP, SIMILAR_SIZE } from '@domain/constants'
import { api, reach, unwrap } from '@app/lib/api'
import { readResponse } from '@app/lib/api-error'
import { queryKeys, type ListSection } from '@app/lib/query-keys'

const getList = () => unwrap(api.proposals.$get({ query: {} }))
const getOne = (id: number) => unwrap(api.proposals[':id'].$get({ param: { id: String(id) } }))

/** A public proposal as the API answers it (typed from the Worker's route). */
export type Proposal = Awaited<ReturnType<typeof getOne>>

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

/**
 * Up to three proposals like a title being written (any of its words, the most alike first; rejected
 * ones left out), so a resident can support one instead of splitting the votes. Not kept on the device.
 */
export const similarProposalsQuery = (title: string) =>
  queryOptions({
    queryKey: queryKeys.similarProposals(title),
    queryFn: () =>
      unwrap(api.proposals.$get({ query: { q: title, words: 'any', status: 'pending,approved,executed', limit: String(SIMILAR_SIZE) } })),
    staleTime: 60_000,
  })

/** One proposal, cached under its id (§7). */
export const proposalQuery = (id: number) => queryOptions({ queryKey: queryKeys.proposal(id), queryFn: () => getOne(id) })

export const voteFor = (id: number) => unwrap(api.proposals[':id'].vote.$post({ param: { id: String(id) } }))

type CachedList = Proposal[] | InfiniteData<ProposalPage, PageParam> | undefined

const replaceIn = (list: Proposal[], fresh: Proposal) => list.map((p) => (p.id === fresh.id ? fresh : p))

/** The server's answer after a vote replaces the proposal wherever it is cached (§7). */
export function replaceCachedProposal(client: QueryClient, fresh: Proposal) {
  client.setQueryData(proposalQuery(fresh.id).queryKey, fresh)
  // Every cached list under queryKeys.proposals(): the whole list, the home page's top lists and the pages.
  client.setQueriesData<CachedList>({ queryKey: queryKeys.proposals() }, (list) =>
    Array.isArray(list)
      ? replaceIn(list, fresh)
      : list && { ...list, pages: list.pages.map((page) => ({ ...page, items: replaceIn(page.items, fresh) })) },
  )
}

/**
 * Every proposal this device holds (whatever list or page it came in, newest copy first), for reading
 * and searching what was seen while offline.
 */
export function proposalsOnDevice(client: QueryClient): Proposal[] {
  const found = new Map<number, { at: number; proposal: Proposal }>()
  const keep = (proposal: Proposal, at: number) => {
    const held = found.get(proposal.id)
    if (!held || held.at < at) found.set(proposal.id, { at, proposal })
  }
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.proposals() })) {
    const data = query.state.data as CachedList
    const at = query.state.dataUpdatedAt
    if (Array.isArray(data)) for (const p of data) keep(p, at)
    else for (const page of data?.pages ?? []) for (const p of page.items) keep(p, at)
  }
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.everyProposal() })) {
    const data = query.state.data as Proposal | undefined
    if (query.queryKey.length === 2 && data?.id !== undefined) keep(data, query.state.dataUpdatedAt)
  }
  return [...found.values()].map((f) => f.proposal)
}
