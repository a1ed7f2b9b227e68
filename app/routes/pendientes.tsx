import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../offline'

/** Submissions kept on this device until they reach the server (offline outbox). */
export const Route = createFileRoute('/pendientes')({
  component: PendingScreen,
})
