import { useQuery } from '@tanstack/react-query'
import { ADMIN_TEXTS } from '@copy'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import type { FreshProposal as Proposal } from '@app/features/proposals'
import { authorQuery } from '../api/moderation-api'
import { Dialog } from '@app/components/ui/dialog'
import { DataList } from '@app/components/data-list'

const T = ADMIN_TEXTS.author

/** Who sent a proposal: the registered author, the visitor's contact block, or nobody any more. */
export function AuthorDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  return (
    <Dialog open={proposal !== null} onClose={onClose} title={T.title}>
      {proposal && <AuthorData id={proposal.id} />}
    </Dialog>
  )
}

function AuthorData({ id }: { id: number }) {
  const { data, error, isPending } = useQuery(authorQuery(id))
  if (isPending) return <Spinner className="py-6" />
  if (error) return <p className="text-red-700">{errorMessage(error)}</p>
  if (data.kind === 'orphaned') return <p className="text-slate-800">{T.orphaned}</p>
  const person = data.kind === 'user' ? data.user! : data.submitter!
  const items: [string, string | null][] = [
    [T.name, person.name],
    [T.surname, person.surname],
    [T.email, person.email],
    [T.phone, person.phone],
  ]
  if (data.kind === 'user')
    items.push([T.username, data.user!.username], [T.district, data.user!.district], [T.address, data.user!.address])
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">{data.kind === 'user' ? T.user : T.anonymous}</p>
      <DataList items={items} />
    </>
  )
}
