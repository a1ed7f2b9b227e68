import { createFileRoute } from '@tanstack/react-router'
import { ListSearchSchema } from '@domain/schemas'
import { proposalsQuery } from '../features/proposals/api/proposals'
import { ExecutedScreen } from '../features/proposals/components/executed-screen'

export const Route = createFileRoute('/proposals/executed')({
  validateSearch: ListSearchSchema,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(proposalsQuery()),
  component: () => <ExecutedScreen from="/proposals/executed" />,
})
