import { createFileRoute } from '@tanstack/react-router'
import { SHELL_TEXTS } from '../../domain/texts'
import { AdminPendingScreen } from '../components/admin-pending-screen'

export const Route = createFileRoute('/admin/diagnostic')({
  component: () => <AdminPendingScreen title={SHELL_TEXTS.admin.diagnosticTitle} />,
})
