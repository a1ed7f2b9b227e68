import { createFileRoute } from '@tanstack/react-router'
import { AdminPanel } from '../features/admin/components/admin-panel'

export const Route = createFileRoute('/admin/')({ component: AdminPanel })
