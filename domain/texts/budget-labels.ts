import { localized } from './localize'
/**
 * The assessment's and the rules' names, which every page with a proposal card loads: apart from
 * budget.ts, whose admin texts only the panel needs (the first visit has a weight budget).
 */
export const BUDGET_LABELS = localized('BUDGET_LABELS', {
  feasibility: { pending: 'Pendiente de evaluación', feasible: 'Viable', unfeasible: 'No viable' },
  rules: { greedy: 'Mayoría de apoyos', 'equal-shares': 'Reparto equitativo' },
} as const)
