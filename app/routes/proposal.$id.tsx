import { createFileRoute } from '@tanstack/react-router'
import { proposalQuery } from '../features/proposals/api/proposals'
import { ProposalPage } from '../features/proposals/components/proposal-page'
import { parseProposalId } from '../features/proposals/model/proposal-id'

export const Route = createFileRoute('/proposal/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = parseProposalId(params.id)
    if (id !== null) void queryClient.prefetchQuery(proposalQuery(id))
  },
  component: ProposalRoute,
})

function ProposalRoute() {
  return <ProposalPage id={parseProposalId(Route.useParams().id)} />
}
