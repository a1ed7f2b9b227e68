import { lazy, Suspense, useRef, useState } from 'react'
import type { Proposal } from '../api/proposals'
import { loadParts } from '@app/lib/language'
import { ProposalCard } from './proposal-card'
import { VoteGround } from '../api/vote-ground'

// The dialog (and Headless UI with it) loads on the first click, not with the page; it tells the
// proposal's story, whose texts come with the screens' part of the page's catalogue.
const ProposalDialog = lazy(() =>
  Promise.all([import('./proposal-dialog'), loadParts(['screens'])]).then(([m]) => ({ default: m.ProposalDialog })),
)

/**
 * Cards with their shared detail dialog. The dialog is found by id in the current list, so a vote that
 * replaces the cached proposal shows at once in the open dialog too.
 */
export function ProposalGrid({ proposals, votable }: { proposals: Proposal[]; votable: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null)
  const open = proposals.find((p) => p.id === openId) ?? null
  // The dialog is unmounted on close (not closed in place), so focus is handed back to its opener here.
  const opener = useRef<HTMLElement | null>(null)
  const show = (id: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpenId(id)
  }
  const close = () => {
    setOpenId(null)
    requestAnimationFrame(() => opener.current?.focus())
  }
  return (
    <VoteGround>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {proposals.map((p) => (
          <li key={p.id} className="drawn-when-near">
            <ProposalCard proposal={p} votable={votable} onOpen={() => show(p.id)} />
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <ProposalDialog proposal={open} votable={votable} onClose={close} />
        </Suspense>
      )}
    </VoteGround>
  )
}
