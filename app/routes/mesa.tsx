import { createFileRoute } from '@tanstack/react-router'
import { TableScreen } from '../features/table-device/components/table-screen'

/**
 * A neighbourhood table's device (issue #33), loaded on demand: nothing of it, not even a search parser,
 * weighs on a first visit. Its QR opens `/mesa?codigo=ABCD-EFGH`, which the screen reads itself.
 */
export const Route = createFileRoute('/mesa')({
  component: TableScreen,
})
