import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { systemConfigQuery } from '@app/lib/system-config'

// The switcher and the suggestion are a chunk of their own, loaded only when the council offers more than
// Spanish: a Spanish-only portal (the default) carries none of their code on its first visit.
const Choice = lazy(() => import('./language-switcher'))

/** The switcher of the header or of the `footer`, or the browser's language suggested; nothing when only Spanish is on. */
export function LanguageChoice({ suggestion, footer, className }: { suggestion?: boolean; footer?: boolean; className?: string }) {
  if ((useQuery(systemConfigQuery()).data?.languages.length ?? 1) < 2) return null
  return (
    <Suspense fallback={null}>
      <Choice suggestion={suggestion} footer={footer} className={className} />
    </Suspense>
  )
}
