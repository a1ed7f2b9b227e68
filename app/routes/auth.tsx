import { createFileRoute } from '@tanstack/react-router'
import { AuthScreen } from '../features/account/auth-screen'

export const Route = createFileRoute('/auth')({ component: AuthScreen })
