import { useState } from 'react'
import type { Proposal } from '../api/proposals'
import { ProposalCard } from './proposal-card'
import { ProposalDialog } from './proposal-dialog'

/**
 * Cards with their shared detail dialog. The dialog is found by id in the current list, so a vote that
 * replaces the cached proposal shows at once in the open dialog too.
 */
export function ProposalGrid({ proposals, votable }: { proposals: Proposal[]; votable: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null)
  const open = proposals.find((p) => p.id === openId) ?? null
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {proposals.map((p) => (
          <li key={p.id}>
            <ProposalCard proposal={p} votable={votable} onOpen={() => setOpenId(p.id)} />
          </li>
        ))}
      </ul>
      <ProposalDialog proposal={open} votable={votable} onClose={() => setOpenId(null)} />
    </>
  )
}
