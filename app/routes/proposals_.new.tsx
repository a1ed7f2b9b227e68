import { createFileRoute } from '@tanstack/react-router'
import { parseNewProposalSearch } from '@schemas'
import { NewProposalScreen } from '../features/submission/new-proposal-screen'

export const Route = createFileRoute('/proposals_/new')({
  validateSearch: parseNewProposalSearch,
  component: function NewProposalRoute() {
    return <NewProposalScreen district={Route.useSearch().district} />
  },
})
