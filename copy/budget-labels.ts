import { formatEuros } from '@domain/money'
import type { ProposalOutcome } from '@domain/outcome'
import { localized } from './localize'
import type { Feasibility, SelectionRule } from '@domain/budget'
/**
 * The assessment's and the rules' names, which every page with a proposal card loads: apart from
 * budget.ts, whose admin texts only the panel needs (the first visit has a weight budget).
 */
export const BUDGET_LABELS = localized('BUDGET_LABELS', {
  feasibility: { pending: 'Pendiente de evaluación', feasible: 'Viable', unfeasible: 'No viable' },
  rules: { greedy: 'Mayoría de apoyos', 'equal-shares': 'Reparto equitativo' },
  /** What became of a proposal once its heading's selection was confirmed: its page, its card and its share tags. */
  outcome: { selected: 'Seleccionada', 'not-selected': 'No seleccionada', withdrawn: 'Retirada por la junta', unfeasible: 'No viable' },
  shortOf: (missing: string) => `no cabía en el dinero que quedaba (faltaban ${missing})`,
  notFunded: 'sus votantes no reunían su coste en el reparto equitativo',
} as const)

/**
 * The outcome in one sentence: 'Seleccionada', 'No seleccionada: no cabía en el dinero que quedaba
 * (faltaban 12.000 €)', 'Retirada por la junta: {public reason}', 'No viable: {reason}'.
 */
export function outcomeSentence(o: ProposalOutcome): string {
  const label = BUDGET_LABELS.outcome[o.kind]
  const why =
    o.kind === 'not-selected'
      ? o.shortfall === null
        ? null
        : o.shortfall > 0
          ? BUDGET_LABELS.shortOf(formatEuros(o.shortfall))
          : BUDGET_LABELS.notFunded
      : o.reason
  if (!why) return label
  // A report that already opens with the verdict ('No viable: …', as the services often write them) is not prefixed twice.
  return why.toLowerCase().startsWith(`${label.toLowerCase()}:`) ? why : `${label}: ${why}`
}

export const feasibilityLabel = (f: string) => BUDGET_LABELS.feasibility[f as Feasibility] ?? f

export const ruleLabel = (rule: string) => BUDGET_LABELS.rules[rule as SelectionRule] ?? rule
