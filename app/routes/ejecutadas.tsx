import { createFileRoute } from '@tanstack/react-router'
import { ExecutedScreen } from '../features/proposals/components/executed-screen'
import { executedProjectsRoute } from './-executed-projects'

/** The short Spanish address of the executed projects (§2): the same screen as /proposals/executed. */
export const Route = createFileRoute('/ejecutadas')({
  ...executedProjectsRoute('/ejecutadas'),
  component: () => <ExecutedScreen from="/ejecutadas" />,
})
