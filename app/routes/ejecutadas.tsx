import { createFileRoute } from '@tanstack/react-router'
import { ListSearchSchema } from '@domain/schemas'
import { proposalsQuery } from '../features/proposals/api/proposals'
import { ExecutedScreen } from '../features/proposals/components/executed-screen'

/** The short Spanish address of the executed projects (§2): the same screen as /proposals/executed. */
export const Route = createFileRoute('/ejecutadas')({
  validateSearch: ListSearchSchema,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(proposalsQuery()),
  component: () => <ExecutedScreen from="/ejecutadas" />,
})
