import { createFileRoute } from '@tanstack/react-router'

// Simplest home so that the router builds; the proposals engineer replaces this file with the real home.
export const Route = createFileRoute('/')({ component: () => null })
