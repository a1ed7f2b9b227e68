import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { LIST_LOAD_DELAY_MS } from '@domain/constants'
import type { ListSection } from '@app/lib/query-keys'
import { useNotSavedOffline } from '@app/offline'
import { sectionsFor } from './list-sections'
import { proposalPagesQuery, type Proposal } from '../api/proposals'
import { proposalsOnDevice } from '../api/proposals-on-device'
import { nextPage, type ProposalFilters } from '../model/filters'
import { useListAddress, type ListRoute } from './use-list-address'

/** What one section of a list screen draws. */
interface SectionView {
  status: ListSection['status']
  /** Every card loaded so far (the screen shows the first `count`). */
  items: Proposal[]
  /** The server has more after `items`. */
  more: boolean
  pending: boolean
  failed: boolean
}

const NO_SECTION: ListSection = { status: 'pending', q: '', district: '', scope: '', year: '' }

/** One section's pages from the server; `section` null keeps the slot empty (hooks are not called conditionally). */
function useSectionPages(section: ListSection | null, count: number, firstPage: number) {
  const query = useInfiniteQuery({
    ...proposalPagesQuery(section ?? NO_SECTION, firstPage),
    enabled: section !== null,
    // A new filter keeps the cards drawn until its own first page arrives, instead of a spinner.
    placeholderData: keepPreviousData,
  })
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data])
  const { hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = query
  // 'Cargar más' raised the count past what is loaded: the next page (9) comes from the server.
  useEffect(() => {
    if (section && items.length < count && hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage()
  }, [section, items.length, count, hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage])
  const notSaved = useNotSavedOffline(query)
  return { query, items, notSaved }
}

/**
 * The sections of a public list screen (§2), asked of the server page by page with the screen's filters,
 * which live in the address with the number of cards shown (`shown`: 12, then 9 more per 'Cargar más',
 * half a second after each request). Offline, or when the network fails, the screen searches what this
 * device has saved instead (every proposal of every list and page seen), and says so (`savedTotal`).
 */
export function useListSections(from: ListRoute, onDevice: (saved: Proposal[], filters: ProposalFilters) => Proposal[][]) {
  const { filters, setFilters, shown, setShown } = useListAddress(from)
  // The search box sends its text to the address once typing stops (FiltersBar): one request per search.
  const sections = sectionsFor(from, filters)
  // A section's first request asks for as many as the address shows (12, or more on a restored address).
  const a = useSectionPages(sections[0], shown, shown)
  const b = useSectionPages(sections[1] ?? null, shown, shown)
  const slots = sections.length === 2 ? [a, b] : [a]
  const fromDevice = slots.some((s) => s.notSaved)
  const client = useQueryClient()
  const onThisDevice = useMemo(() => (fromDevice ? proposalsOnDevice(client) : null), [fromDevice, client])
  const saved = useMemo(() => onThisDevice && onDevice(onThisDevice, filters), [onThisDevice, filters, onDevice])

  const views: SectionView[] = sections.map((section, i) => {
    const { query, items } = slots[i]
    return saved
      ? { status: section.status, items: saved[i] ?? [], more: false, pending: false, failed: false }
      : {
          status: section.status,
          items,
          more: query.hasNextPage,
          pending: query.isPending,
          failed: query.isError && !query.data,
        }
  })

  // 'Cargar más' (§2, §9): the count grows half a second after the request; one request at a time.
  const [waiting, setWaiting] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ shown, setShown })
  latest.current = { shown, setShown }
  const filterKey = JSON.stringify(filters)
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey is the trigger: a filter change drops a pending 'Cargar más'
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      setWaiting(false)
    },
    [filterKey],
  )
  function loadMore() {
    if (timer.current) return
    setWaiting(true)
    timer.current = setTimeout(() => {
      timer.current = null
      setWaiting(false)
      latest.current.setShown(nextPage(latest.current.shown))
    }, LIST_LOAD_DELAY_MS)
  }
  const loading = waiting || slots.some((s) => s.query.isFetchingNextPage)

  return {
    filters,
    setFilters,
    count: shown,
    sections: views,
    /** Offline: how many proposals this device holds (null online). */
    savedTotal: onThisDevice?.length ?? null,
    loading,
    loadMore,
  }
}
