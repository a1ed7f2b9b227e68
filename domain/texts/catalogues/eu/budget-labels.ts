/** The assessment's and the rules' names, which every page with a proposal card reads. */
export const BUDGET_LABELS = {
  feasibility: { pending: 'Ebaluatzeko zain', feasible: 'Bideragarria', unfeasible: 'Ez bideragarria' },
  rules: { greedy: 'Babesen gehiengoa', 'equal-shares': 'Banaketa ekitatiboa' },
} as const
