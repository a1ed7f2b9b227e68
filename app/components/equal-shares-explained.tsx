import { formatEuros } from '@domain/money'
import { ACTA_TEXTS } from '@copy'

interface Explained {
  rule: string
  outcome: string
  amount: number
  startShare: number | null
  endowment: number | null
  voters: { total: number }
}

/**
 * Equal shares explained as the laboratory explains it: the money divided by the voters to start,
 * raised while the outcome still fits, and the share at which it was computed. Shown where equal
 * shares' own outcome stands (the acta and the admin's 'Selección').
 */
export function EqualSharesExplained({ preview: p, className = '' }: { preview: Explained; className?: string }) {
  if (p.rule !== 'equal-shares' || p.outcome !== 'equal-shares' || p.startShare === null || p.endowment === null) return null
  return (
    <p className={className}>
      {ACTA_TEXTS.equalShares({
        amount: formatEuros(p.amount),
        voters: p.voters.total,
        start: formatEuros(p.startShare),
        share: formatEuros(p.endowment),
      })}
    </p>
  )
}
