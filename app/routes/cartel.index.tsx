import { createFileRoute } from '@tanstack/react-router'
import { PosterPage } from '../features/poster/poster-page'

export const Route = createFileRoute('/cartel/')({ component: () => <PosterPage /> })
