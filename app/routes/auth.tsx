import { createFileRoute } from '@tanstack/react-router'
import { AuthSearchSchema } from '@domain/schemas'
import { AuthScreen } from '../features/account/auth-screen'

export const Route = createFileRoute('/auth')({ validateSearch: AuthSearchSchema, component: AuthScreen })
