import { Suspense, useId, type ReactNode } from 'react'
import { Spinner } from '@app/components/ui/spinner'
import type { Proposal } from '../api/proposals'
import { ProposalGrid } from './proposal-grid'

interface Props {
  title: string
  /** undefined while loading */
  proposals: Proposal[] | undefined
  empty: ReactNode
  votable: boolean
  /** Under the cards, e.g. the load-more button or a link to the whole list. */
  footer?: ReactNode
  headingLevel?: 'h2' | 'h3'
}

/** A titled group of cards with its spinner and empty text. */
export function ProposalSection({ title, proposals, empty, votable, footer, headingLevel: H = 'h2' }: Props) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mt-10">
      <H id={id} className="mb-5 text-2xl font-bold text-slate-900">
        {title}
      </H>
      {proposals === undefined ? (
        <Spinner />
      ) : proposals.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{empty}</div>
      ) : (
        <>
          {/* A boundary of its own: the page around the cards hydrates first, and a tap or a letter meanwhile
              (the search box, the menu) makes React hydrate at once only the way to it, not every card
              (docs/decisions/0081). Nothing inside suspends: the boundary only splits hydration. */}
          <Suspense>
            <ProposalGrid proposals={proposals} votable={votable} />
          </Suspense>
          {footer}
        </>
      )}
    </section>
  )
}
