import { useQuery } from '@tanstack/react-query'
import { formatEuros } from '@domain/money'
import { IMPACT_TEXTS as T } from '@copy'
import { impactQuery } from '../api/accountability'
import { districtLabel } from '@copy/district-scope-labels'

/**
 * 'N proyectos ejecutados, con un coste final de X €. En Norte, Sur…': the executed projects' impact in
 * the words of the home card and 'Proyectos Ejecutados', from the figures /seguimiento publishes.
 * Nothing while they load (the card's own text stands on its own).
 */
export function ImpactSummary({ className = '' }: { className?: string }) {
  const { data } = useQuery(impactQuery())
  if (!data) return null
  const names = data.districts.map((d) => `${districtLabel(d.district)} (${d.executed})`).join(', ')
  return (
    <p className={className} data-testid="impact">
      <span className="font-semibold text-slate-900">{T.summary(data.executed, formatEuros(data.finalCost), data.withFinalCost)}</span>
      {data.executed > 0 && <> {T.districts(names)}</>}
    </p>
  )
}
