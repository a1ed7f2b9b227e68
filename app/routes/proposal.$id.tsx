import { createFileRoute } from '@tanstack/react-router'
import { proposalQuery } from '../features/proposals/api/proposals'
import { ProposalScreen } from '../features/proposals/components/proposal-screen'
import { parseProposalId } from '../features/proposals/model/proposal-id'
import { isNetworkFailure } from '../offline'

export const Route = createFileRoute('/proposal/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = parseProposalId(params.id)
    // A refusal already known (a missing proposal the server rendered as such) is not asked again:
    // refetching would turn the page back into 'loading' while it hydrates. A lost connection is.
    const known = id === null ? undefined : queryClient.getQueryState(proposalQuery(id).queryKey)
    const refused = known?.status === 'error' && !isNetworkFailure(known.error)
    if (id !== null && !refused) void queryClient.prefetchQuery(proposalQuery(id))
  },
  component: ProposalRoute,
})

function ProposalRoute() {
  return <ProposalScreen id={parseProposalId(Route.useParams().id)} />
}
