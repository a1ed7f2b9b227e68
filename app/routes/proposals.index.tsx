import { createFileRoute } from '@tanstack/react-router'
import { ListSearchSchema } from '@domain/schemas'
import { proposalsQuery } from '../features/proposals/api/proposals'
import { ProposalsScreen } from '../features/proposals/components/proposals-screen'

export const Route = createFileRoute('/proposals/')({
  validateSearch: ListSearchSchema,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(proposalsQuery()),
  component: ProposalsScreen,
})
