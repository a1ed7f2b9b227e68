import { queryOptions, useQuery } from '@tanstack/react-query'
import { SEARCH_DELAY_MS, SIMILAR_SIZE } from '@domain/constants'
import { NEW_PROPOSAL_TEXTS, UI_PROPOSALS } from '@copy'
import { StatusBadge } from '@app/components/status-badge'
import { useSettled } from '@app/lib/use-settled'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'

const T = NEW_PROPOSAL_TEXTS.similar

/**
 * Up to three proposals like a title being written (any of its words, the most alike first; rejected
 * ones left out), so a resident can support one instead of splitting the votes. Not kept on the device.
 */
const similarProposalsQuery = (title: string) =>
  queryOptions({
    queryKey: queryKeys.similarProposals(title),
    queryFn: () =>
      unwrap(api.proposals.$get({ query: { q: title, words: 'any', status: 'pending,approved,executed', limit: String(SIMILAR_SIZE) } })),
    staleTime: 60_000,
  })

/**
 * While a new proposal's title is written: up to three alike, with their status and votes, so the
 * neighbourhood's votes are not split between two copies of one idea. Only a hint: it never blocks
 * sending, shows nothing while offline or on failure, and opens them in another tab so nothing typed is lost.
 */
export function SimilarProposals({ title }: { title: string }) {
  const settled = useSettled(title.trim(), SEARCH_DELAY_MS)
  const similar = useQuery({ ...similarProposalsQuery(settled), enabled: settled.length >= 4 })
  const found = settled.length >= 4 ? (similar.data ?? []) : []
  // The live region is always there, so a screen reader hears the hint when it appears.
  return <div aria-live="polite">{found.length > 0 && <Found found={found} />}</div>
}

function Found({ found }: { found: { id: number; title: string; status: string; votes: number }[] }) {
  return (
    <section aria-labelledby="similar-proposals" className="rounded-lg border border-amber-400 bg-amber-50 p-4">
      <h2 id="similar-proposals" className="font-semibold text-slate-900">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{T.text}</p>
      <ul className="mt-3 space-y-2">
        {found.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a href={`/proposal/${p.id}`} target="_blank" rel="noopener" className="font-medium text-brand-800 underline">
              {p.title}
              <span className="sr-only"> {T.newTab}</span>
            </a>
            <StatusBadge status={p.status} />
            <span className="text-sm text-slate-700">{UI_PROPOSALS.votes(p.votes)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
