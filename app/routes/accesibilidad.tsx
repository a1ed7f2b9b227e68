import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityStatement } from '../features/static-pages/accessibility-statement'

export const Route = createFileRoute('/accesibilidad')({ component: AccessibilityStatement })
