import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ChangeEvent, FormEvent } from 'react'
import { phaseOf } from '@domain/accountability'
import { usePhaseName } from '@app/lib/phase-name'
import { LIST_PAGE_SIZE, LIST_PAGE_STEP } from '@domain/constants'
import { DISTRICTS } from '@domain/districts'
import { formatEuros } from '@domain/money'
import { parseFollowUpSearch, type FollowUpSearch } from '@schemas'
import { FOLLOW_UP_TEXTS as T } from '@copy'
import { OpenDataLinks } from '@app/components/open-data-links'
import { ProgressBar } from '@app/components/progress-bar'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { StatusBadge } from '@app/components/status-badge'
import { buttonLook } from '@app/components/ui/button'
import { SelectField } from '@app/components/ui/form-field'
import { YearPageHeader, YearSelect } from '@app/components/year-page-header'
import { QueryError } from '@app/components/ui/query-error'
import { ServerDrawn } from '@app/components/server-drawn'
import { FiguresTable } from '@app/components/ui/figures-table'
import { useDocumentTitle } from '@app/lib/document-title'
import { accountabilityQuery, followUpPage, type Accountability } from '../api/accountability'
import { districtLabel } from '@copy/district-scope-labels'

const money = (amount: number) => formatEuros(amount)
const average = (value: number | null) => (value === null ? T.noAverage : `${value} %`)
const C = T.columns

/**
 * /seguimiento: for a chosen year, each heading's money and how far its selected proposals got, and the
 * proposals themselves with their progress, narrowed by district and phase. The filters are a plain GET
 * form, so the page works the same without JavaScript.
 */
export function AccountabilityScreen({ search }: { search: FollowUpSearch }) {
  useDocumentTitle(T.title)
  const query = useQuery({ ...accountabilityQuery(search.year, followUpPage(search)), placeholderData: keepPreviousData })
  const data = query.data

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <YearPageHeader title={T.title} intro={T.intro} />
      <Filters
        search={search}
        years={data?.years ?? (search.year ? [search.year] : [])}
        year={data?.year}
        phases={data?.phases ?? (search.phase ? [search.phase] : [])}
      />
      {query.isPending && (
        <p role="status" className="mt-10 text-slate-700">
          {T.loadingPage}
        </p>
      )}
      {query.isError && !data && <QueryError message={T.failure} onRetry={() => void query.refetch()} className="mt-10" />}
      {data && <Loaded data={data} search={search} />}
      <OpenDataLinks
        id="seguimiento-abiertos"
        title={T.openData}
        text={T.openDataText}
        files="/api/open-data/accountability"
        feed={{ href: '/seguimiento/feed.atom', label: T.feed }}
      />
    </div>
  )
}

function Filters({ search, years, year, phases }: { search: FollowUpSearch; years: number[]; year?: number; phases: string[] }) {
  const name = usePhaseName()
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const values = new FormData(form)
    const pick = (name: string) => String(values.get(name) ?? '') || undefined
    void navigate({
      to: '/seguimiento',
      search: parseFollowUpSearch({ year: pick('year'), district: pick('district'), phase: pick('phase') }),
    })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  // Each choice sends the whole form, so the other filters keep what they show.
  const onChange = (e: ChangeEvent<HTMLSelectElement>) => e.currentTarget.form && apply(e.currentTarget.form)
  const filter = (id: string, label: string, field: string, value: string | undefined, all: string, options: [string, string][]) => (
    <SelectField id={id} label={label} name={field} defaultValue={value ?? ''} onChange={onChange} options={[['', all], ...options]} />
  )
  const districtOptions = DISTRICTS.map((d): [string, string] => [d, districtLabel(d)])
  const phaseOptions = phases.map((p): [string, string] => [p, name(p)])
  return (
    // Keyed by the address, so Back and a shared link show the choices they carry.
    <form
      key={`${search.year}-${search.district}-${search.phase}-${year}`}
      method="get"
      action="/seguimiento"
      onSubmit={submit}
      className="mt-6 grid items-end gap-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <YearSelect
        id="seguimiento-anio"
        label={T.year}
        name="year"
        years={years}
        defaultValue={search.year ?? year ?? ''}
        onChange={onChange}
      />
      {filter('seguimiento-distrito', T.district, 'district', search.district, T.allDistricts, districtOptions)}
      {filter('seguimiento-fase', T.phaseFilter, 'phase', search.phase, T.allPhases, phaseOptions)}
      <button type="submit" className={buttonLook({ look: 'outline', size: 'lg' })}>
        {T.apply}
      </button>
    </form>
  )
}

/**
 * The headings' tables, then the year's proposals 12 at first and 9 more on each 'Ver más' (the lists'
 * rhythm), counted in the address so that Back and a shared link keep them: a city's year can select
 * thousands, and drawing (and hydrating) them all made the page slow to answer on a phone (decision
 * 0048). The server narrows and pages them: the answer holds only the cards shown (decision 0076).
 */
function Loaded({ data, search }: { data: Accountability; search: FollowUpSearch }) {
  const name = usePhaseName()
  const shown = data.proposals
  const limit = search.shown ?? LIST_PAGE_SIZE
  // The tables and the cards are text and links to read: hydrated as the server drew them (decision
  // 0071); a filter or 'Ver más' draws them anew.
  return (
    <>
      <ServerDrawn id="seguimiento-tablas" drawnFrom={[data]}>
        <PerHeading
          id="seguimiento-partidas"
          title={T.headingsTitle}
          caption={T.headingsCaption(data.year)}
          columns={[C.amount, C.selected, C.awarded, C.final, C.proposals, C.averageProgress]}
          figures={(h) => [money(h.amount), money(h.selected), money(h.awarded), money(h.final), h.proposals, average(h.averageProgress)]}
          data={data}
        />
        <PerHeading
          id="seguimiento-fases"
          title={T.phasesTitle}
          caption={T.phasesCaption(data.year)}
          columns={data.phases.map(name)}
          figures={(h) => data.phases.map((phase) => count(h, phase))}
          data={data}
        />
      </ServerDrawn>
      <section aria-labelledby="seguimiento-propuestas" className="mt-10">
        <h2 id="seguimiento-propuestas" className="text-2xl font-semibold text-slate-900">
          {T.proposalsTitle}
        </h2>
        <p className="mt-1 text-slate-700" role="status">
          {T.proposalsCount(data.matching, data.totals.proposals)}
        </p>
        {data.matching === 0 ? (
          <p className="mt-4 rounded-md bg-slate-100 p-4 text-slate-800">{T.noProposals}</p>
        ) : (
          <ServerDrawn id="seguimiento-lista" drawnFrom={[data]}>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {shown.map((p) => (
                <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <ProposalTitleLink id={p.id} title={p.title} className="inline-flex min-h-11 items-center font-semibold" />
                    <StatusBadge status={p.status} />
                  </div>
                  <p className="text-sm text-slate-700">
                    {districtLabel(p.district)} · {name(phaseOf(p))}
                  </p>
                  <p className="mt-2 text-sm font-semibold text-slate-900">{T.progressLabel(p.progress ?? 0)}</p>
                  <ProgressBar value={p.progress ?? 0} label={`${T.progressLabel(p.progress ?? 0)}: ${p.title}`} className="mt-1" />
                  <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                    {(
                      [
                        [T.estimated, p.estimatedCost],
                        [T.awarded, p.awardedCost],
                        [T.final, p.finalCost],
                      ] as const
                    ).map(([label, amount]) => (
                      <div key={label}>
                        <dt className="text-slate-700">{label}</dt>
                        <dd className="font-semibold text-slate-900 tabular-nums">{T.money(amount)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </ServerDrawn>
        )}
        {data.matching > shown.length && (
          <Link
            to="/seguimiento"
            search={{ ...search, shown: limit + LIST_PAGE_STEP }}
            resetScroll={false}
            replace
            className={`mt-6 ${buttonLook({ look: 'outline', size: 'lg' })}`}
          >
            {T.more}
          </Link>
        )}
      </section>
    </>
  )
}

const count = (h: Accountability['totals'], phase: string) => (h.byPhase as Record<string, number>)[phase] ?? 0

/** One of the year's tables by heading: a row for each district, then the year's total, with `figures` of each. */
function PerHeading({
  id,
  title,
  caption,
  columns,
  figures,
  data,
}: {
  id: string
  title: string
  caption: string
  columns: readonly string[]
  figures: (h: Accountability['totals']) => (string | number)[]
  data: Accountability
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <FiguresTable
        caption={caption}
        heading={T.columns.heading}
        columns={columns}
        rows={[
          ...data.headings.map((h) => ({ label: districtLabel(h.district), figures: figures(h) })),
          { label: T.total, figures: figures(data.totals), total: true },
        ]}
      />
    </section>
  )
}
