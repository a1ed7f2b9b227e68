import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '../features/channels/register-screen'

// Under /admin, whose layout route lets only administrators in.
export const Route = createFileRoute('/admin/registrar')({ component: RegisterScreen })
