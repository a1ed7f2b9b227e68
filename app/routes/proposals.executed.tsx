import { createFileRoute } from '@tanstack/react-router'
import { ExecutedScreen } from '../features/proposals/components/executed-screen'
import { executedProjectsRoute } from './-executed-projects'

export const Route = createFileRoute('/proposals/executed')({
  ...executedProjectsRoute('/proposals/executed'),
  component: () => <ExecutedScreen from="/proposals/executed" />,
})
