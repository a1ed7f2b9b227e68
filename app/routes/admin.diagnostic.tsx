import { createFileRoute } from '@tanstack/react-router'
import { DiagnosticsScreen } from '../features/admin-settings/components/diagnostics-screen'

export const Route = createFileRoute('/admin/diagnostic')({ component: DiagnosticsScreen })
