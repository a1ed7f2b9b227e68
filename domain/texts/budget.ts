/** The participatory budget's money: headings, the technical assessment and the selection. */
export const BUDGET_TEXTS = {
  feasibility: { pending: 'Pendiente de evaluación', feasible: 'Viable', unfeasible: 'No viable' },
  rules: { greedy: 'Mayoría de apoyos', 'equal-shares': 'Reparto equitativo' },
  // The Worker's refusals.
  budgetNotFound: (year: number) => `No hay presupuesto participativo registrado para ${year}.`,
  nothingAssessed: (heading: string) =>
    `${heading === 'Todos' ? 'Toda la ciudad' : heading} no tiene propuestas presentadas viables con coste estimado: evalúalas antes de seleccionar.`,
  noMoney: (heading: string) =>
    `${heading === 'Todos' ? 'Toda la ciudad' : heading} no tiene importe asignado en el presupuesto de este año.`,
  alreadyConfirmed: 'La selección de este distrito ya se confirmó; no se ha cambiado nada.',
  changeNotCandidate: (id: number) => `La propuesta #${id} no es una propuesta presentada, viable y con coste de este distrito.`,
  electionClosedOnly: 'El fichero de la votación se publica cuando se cierran las votaciones.',
} as const

/** The budget's validation messages (API and forms alike). */
export const BUDGET_VALIDATION = {
  investmentBudget: 'Indica el presupuesto de inversiones en euros enteros, sin céntimos ni signos',
  sharePercent: 'Indica el porcentaje como un número entero entre 0 y 100',
  headingAmount: (heading: string) =>
    `Indica el importe de ${heading === 'Todos' ? 'toda la ciudad' : heading} en euros enteros, sin céntimos ni signos`,
  headings: 'Indica el importe de cada distrito y de toda la ciudad',
  headingsOverShare: 'Los importes de los distritos y de toda la ciudad suman más que la parte participativa del presupuesto',
  feasibility: 'Indica si la propuesta es viable, no viable o pendiente de evaluación',
  estimatedCost: 'Indica el coste estimado en euros enteros, sin céntimos ni signos',
  costRequired: 'Una propuesta viable necesita su coste estimado',
  costOverBudget: (budget: string) => `El coste estimado no puede superar el presupuesto de inversiones entero (${budget})`,
  reasonRequired: 'Explica públicamente por qué no es viable',
  service: 'El servicio responsable no puede superar los 200 caracteres',
  assessment: 'El informe no puede superar los 5000 caracteres',
  rule: 'Elige la regla: «Mayoría de apoyos» o «Reparto equitativo»',
  heading: 'Elige un distrito de la lista o toda la ciudad',
  comparison: 'Indica si se aplica el paso de comparación (verdadero o falso)',
  changeReason: 'Explica cada cambio con un motivo público de entre 3 y 500 caracteres',
  changes: 'Los cambios de la selección no tienen el formato esperado',
  changeTwice: 'Una propuesta no puede quitarse y añadirse a la vez',
  belowSelected: (heading: string) =>
    `El importe de ${heading === 'Todos' ? 'toda la ciudad' : heading} no puede ser menor que lo que ya cuestan sus propuestas priorizadas`,
} as const
