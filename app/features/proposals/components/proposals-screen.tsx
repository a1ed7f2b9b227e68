import { UI_PROPOSALS } from '@domain/texts'
import { Spinner } from '@app/components/ui/spinner'
import { useDocumentTitle } from '@app/lib/document-title'
import { ListNotSaved, useNotSavedOffline } from '@app/offline'
import { hasActiveFilter, listSections, nextPage } from '../model/filters'
import { FiltersBar } from './filters-bar'
import { LoadMoreButton } from './load-more-button'
import { PageHeader } from './page-header'
import { ProposalSection } from './proposal-section'
import { useFilteredProposals, useHandOver } from './use-filtered-proposals'
import { searchFromFilters } from './use-list-address'
import { usePagedCount } from './use-paged-count'

const T = UI_PROPOSALS.list
const SECTION_TITLE = { pending: T.pendingSection, approved: T.approvedSection } as const

/** 'Propuestas Ciudadanas' (§2): presented and prioritised proposals, filtered, newest first, paged. */
export function ProposalsScreen() {
  useDocumentTitle(T.title)
  const { filters, setFilters, shown, setShown, applied, query, selected: sections } = useFilteredProposals('/proposals/', listSections, [])
  const { count, loading, loadMore } = usePagedCount(shown, setShown, JSON.stringify(filters))
  const notSaved = useNotSavedOffline(query)
  useHandOver(
    '/proposals/',
    sections.flatMap((s) => s.items.slice(0, count + 1)),
  )
  const nothingMatches = hasActiveFilter(applied) && sections.every((s) => s.items.length === 0)
  // One page size for every section (one number in the address): 'Cargar más' grows them together, and
  // each section that has more shows its own button under its own cards, where the new ones appear.

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={T.title} intro={T.intro} />
      <FiltersBar filters={filters} onChange={setFilters} withStatus />
      {notSaved ? (
        <ListNotSaved />
      ) : query.isPending ? (
        <Spinner label={T.loading} />
      ) : query.isError && !query.data ? (
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
            proposals={s.items.slice(0, count)}
            empty={T.sectionEmpty}
            votable={s.votable}
            footer={
              s.items.length > count && (
                <LoadMoreButton loading={loading} onLoad={loadMore} next={searchFromFilters(filters, nextPage(count))} />
              )
            }
          />
        ))
      )}
    </div>
  )
}
