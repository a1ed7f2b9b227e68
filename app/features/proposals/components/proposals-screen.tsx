import { UI_PROPOSALS } from '@copy'
import { Spinner } from '@app/components/ui/spinner'
import { useDocumentTitle } from '@app/lib/document-title'
import { ListNotSaved } from '@app/offline'
import type { Proposal } from '../api/proposals'
import { hasActiveFilter, listSections, nextPage, type ProposalFilters } from '../model/filters'
import { FiltersBar } from './filters-bar'
import { LoadMoreButton } from './load-more-button'
import { PageHeader } from './page-header'
import { ProposalSection } from './proposal-section'
import { SearchingSaved } from './searching-saved'
import { searchFromFilters } from './use-list-address'
import { useListSections } from './use-list-sections'

const T = UI_PROPOSALS.list
// Read when drawn (getters), in the page's language.
const SECTION_TITLE = {
  get pending() {
    return T.pendingSection
  },
  get approved() {
    return T.approvedSection
  },
  get executed() {
    return UI_PROPOSALS.executed.title
  },
}

/** Offline: the same sections, from what the device has saved. */
const savedSections = (saved: Proposal[], filters: ProposalFilters) => listSections(saved, filters).map((s) => s.items)

/** 'Propuestas Ciudadanas' (§2): presented and prioritised proposals, filtered, newest first, paged by the server. */
export function ProposalsScreen() {
  useDocumentTitle(T.title)
  const { filters, setFilters, count, sections, savedTotal, loading, loadMore } = useListSections('/proposals/', savedSections)
  const nothingMatches = hasActiveFilter(filters) && sections.every((s) => !s.pending && s.items.length === 0)
  // One page size for every section (one number in the address): 'Cargar más' grows them together, and
  // each section that has more shows its own button under its own cards, where the new ones appear.

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={T.title} intro={T.intro} />
      <FiltersBar filters={filters} onChange={setFilters} withStatus />
      {!!savedTotal && <SearchingSaved count={savedTotal} />}
      {savedTotal === 0 ? (
        <ListNotSaved />
      ) : sections.every((s) => s.pending) ? (
        <Spinner label={T.loading} />
      ) : sections.some((s) => s.failed) ? (
        <p role="alert" className="mt-10 rounded-xl bg-red-50 p-6 text-center text-red-800">
          {T.loadError}
        </p>
      ) : nothingMatches ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{T.noMatch}</p>
      ) : (
        sections.map((s) => (
          <ProposalSection
            key={s.status}
            title={SECTION_TITLE[s.status]}
            proposals={s.pending ? undefined : s.items.slice(0, count)}
            empty={T.sectionEmpty}
            votable={s.status === 'pending'}
            footer={
              (s.items.length > count || s.more) && (
                <LoadMoreButton loading={loading} onLoad={loadMore} next={searchFromFilters(filters, nextPage(count))} />
              )
            }
          />
        ))
      )}
    </div>
  )
}
