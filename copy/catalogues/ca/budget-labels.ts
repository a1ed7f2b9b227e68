/** The assessment's and the rules' names, which every page with a proposal card reads. */
export const BUDGET_LABELS = {
  feasibility: { pending: "Pendent d'avaluació", feasible: 'Viable', unfeasible: 'No viable' },
  rules: { greedy: 'Majoria de suports', 'equal-shares': 'Repartiment equitatiu' },
  outcome: { selected: 'Seleccionada', 'not-selected': 'No seleccionada', withdrawn: 'Retirada per la junta', unfeasible: 'No viable' },
  shortOf: (missing: string) => `no hi cabia amb els diners que quedaven (en faltaven ${missing})`,
  notFunded: 'els seus votants no reunien el seu cost en el repartiment equitatiu',
} as const
