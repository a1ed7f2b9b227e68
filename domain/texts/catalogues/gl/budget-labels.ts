/** The assessment's and the rules' names, which every page with a proposal card reads. */
export const BUDGET_LABELS = {
  feasibility: { pending: 'Pendente de avaliación', feasible: 'Viable', unfeasible: 'Non viable' },
  rules: { greedy: 'Maioría de apoios', 'equal-shares': 'Repartición equitativa' },
} as const
