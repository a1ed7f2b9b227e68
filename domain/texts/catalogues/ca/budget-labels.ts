/** The assessment's and the rules' names, which every page with a proposal card reads. */
export const BUDGET_LABELS = {
  feasibility: { pending: "Pendent d'avaluació", feasible: 'Viable', unfeasible: 'No viable' },
  rules: { greedy: 'Majoria de suports', 'equal-shares': 'Repartiment equitatiu' },
} as const
