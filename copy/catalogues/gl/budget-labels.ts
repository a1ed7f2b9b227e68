/** The assessment's and the rules' names, which every page with a proposal card reads. */
export const BUDGET_LABELS = {
  feasibility: { pending: 'Pendente de avaliación', feasible: 'Viable', unfeasible: 'Non viable' },
  rules: { greedy: 'Maioría de apoios', 'equal-shares': 'Repartición equitativa' },
  outcome: { selected: 'Seleccionada', 'not-selected': 'Non seleccionada', withdrawn: 'Retirada pola xunta', unfeasible: 'Non viable' },
  shortOf: (missing: string) => `non cabía no diñeiro que quedaba (faltaban ${missing})`,
  notFunded: 'as súas persoas votantes non reunían o seu custo na repartición equitativa',
} as const
