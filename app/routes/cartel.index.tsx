import { createFileRoute } from '@tanstack/react-router'
import { PosterScreen } from '../features/poster/poster-screen'

export const Route = createFileRoute('/cartel/')({ component: () => <PosterScreen /> })
