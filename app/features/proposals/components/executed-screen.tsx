import { Link } from '@tanstack/react-router'
import { IMPACT_TEXTS, UI_PROPOSALS } from '@copy'
import { ImpactSummary } from '@app/features/accountability'
import { Button, buttonLook } from '@app/components/ui/button'
import { Spinner } from '@app/components/ui/spinner'
import { useDocumentTitle } from '@app/lib/document-title'
import { ListNotSaved } from '@app/offline'
import type { Proposal } from '../api/proposals'
import { executedProjects, hasActiveFilter, nextPage, NO_FILTERS, type ProposalFilters } from '../model/filters'
import { FiltersBar } from './filters-bar'
import { LoadMoreButton } from './load-more-button'
import { PageHeader } from './page-header'
import { ProposalGrid } from './proposal-grid'
import { SearchingSaved } from './searching-saved'
import { searchFromFilters } from './use-list-address'
import { useListSections } from './use-list-sections'

const T = UI_PROPOSALS.executed

/** Offline: the executed projects this device has saved. */
const savedProjects = (saved: Proposal[], filters: ProposalFilters) => [executedProjects(saved, filters)]

/** 'Proyectos Ejecutados' (§2), served at /proposals/executed and /ejecutadas. Nothing to vote here. */
export function ExecutedScreen({ from }: { from: '/proposals/executed' | '/ejecutadas' }) {
  useDocumentTitle(T.title)
  const { filters, setFilters, count, sections, savedTotal, loading, loadMore } = useListSections(from, savedProjects)
  const [{ items: projects, more, pending, failed }] = sections

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={T.title} intro={T.intro} />
      <div className="mt-4 max-w-3xl text-slate-800">
        <ImpactSummary />
        <Link
          to="/seguimiento"
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
        >
          {IMPACT_TEXTS.link}
        </Link>
      </div>
      <FiltersBar filters={filters} onChange={setFilters} withStatus={false} />
      {!!savedTotal && <SearchingSaved count={savedTotal} />}
      <div className="mt-10">
        {savedTotal === 0 ? (
          <ListNotSaved />
        ) : pending ? (
          <Spinner label={UI_PROPOSALS.list.loading} />
        ) : failed ? (
          <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800">
            {UI_PROPOSALS.list.loadError}
          </p>
        ) : projects.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            <p>{T.empty}</p>
            <div className="flex flex-wrap justify-center gap-3">
              {hasActiveFilter(filters) && (
                <Button onClick={() => setFilters(NO_FILTERS)} size="touch">
                  {UI_PROPOSALS.filters.clear}
                </Button>
              )}
              <Link to="/proposals" className={buttonLook({ look: 'primary', size: 'touch' })}>
                {T.seeActive}
              </Link>
            </div>
          </div>
        ) : (
          <>
            <h2 className="sr-only">{T.title}</h2>
            <ProposalGrid proposals={projects.slice(0, count)} votable={false} />
            {(projects.length > count || more) && (
              <LoadMoreButton loading={loading} onLoad={loadMore} next={searchFromFilters(filters, nextPage(count))} />
            )}
          </>
        )}
      </div>
    </div>
  )
}
