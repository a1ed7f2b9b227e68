import { createFileRoute } from '@tanstack/react-router'
import { parseAuthSearch } from '@schemas'
import { AuthScreen } from '../features/account/auth-screen'

export const Route = createFileRoute('/auth')({ validateSearch: parseAuthSearch, component: AuthScreen })
