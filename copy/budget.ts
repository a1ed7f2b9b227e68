import { BUDGET_LABELS } from './budget-labels'
import { localized } from './localize'
/** The participatory budget's money: headings, the technical assessment and the selection. */
export const BUDGET_TEXTS = localized('BUDGET_TEXTS', {
  ...BUDGET_LABELS,
  // The admin panel: the money in 'Configuración', the assessment dialog, the 'Selección' tab.
  admin: {
    budgetTitle: 'Presupuesto participativo',
    budgetText: (year: number) =>
      `El dinero del ciclo ${year}: el presupuesto municipal de inversiones, la parte que deciden los vecinos y el importe de cada distrito y de toda la ciudad. En euros, sin céntimos.`,
    investmentBudget: 'Presupuesto municipal de inversiones (€)',
    sharePercent: 'Parte participativa (%)',
    headingsLegend: 'Importe de cada distrito (€)',
    headingLabel: (heading: string) => (heading === 'Todos' ? 'Toda la ciudad (€)' : `${heading} (€)`),
    amountHint: 'En euros, sin céntimos: 45000 o 45.000',
    toDistribute: 'Para repartir',
    assigned: 'Asignado',
    unassigned: 'Sin asignar',
    overAssigned: 'Asignado de más',
    saveBudget: 'Guardar presupuesto',
    budgetSaved: 'Presupuesto guardado',
    budgetFailed: 'No se pudo guardar el presupuesto',
    feasibilityColumn: 'Viabilidad',
    assess: 'Evaluar',
    assessTitle: (title: string) => `Evaluación técnica de «${title}»`,
    assessIntro: 'El veredicto, el coste y el informe son públicos; el servicio responsable solo se ve en este panel.',
    feasibilityField: 'Viabilidad',
    costField: 'Coste estimado (€)',
    costHint: 'Obligatorio si es viable. En euros, sin céntimos: 45000 o 45.000',
    serviceField: 'Servicio responsable (no se publica)',
    reportField: 'Informe público',
    reasonField: 'Motivo público por el que no es viable',
    reportHint: 'Lo leerán los vecinos en la página de la propuesta.',
    assessmentSaved: 'Evaluación guardada',
    assessmentFailed: 'No se pudo guardar la evaluación',
    tab: 'Selección',
    selectionIntro:
      'Elige la regla con la que el Ayuntamiento decide qué propuestas entran en el dinero de cada distrito. Solo cuentan las propuestas presentadas, viables y con coste.',
    heading: 'Distrito',
    rule: 'Regla',
    ruleHint: {
      greedy: 'Las más apoyadas primero; si una no cabe en lo que queda, se salta y se prueba la siguiente.',
      'equal-shares':
        'El dinero se reparte a partes iguales entre quienes votaron; entra una propuesta cuando sus apoyos pueden pagarla con su parte.',
    },
    comparisonLabel: 'Paso de comparación',
    comparison: 'Como en Wieliczka: si más vecinos salen ganando con «Mayoría de apoyos», se toma ese resultado.',
    amount: 'Importe',
    /** Money a heading had already committed before its selection: proposals prioritised by a status change. */
    committed: 'Ya priorizado fuera de la selección',
    selectedTotal: 'Seleccionado',
    left: 'Queda',
    caption: (heading: string, rule: string) => `Selección de ${heading} con «${rule}»`,
    colProposal: 'Propuesta',
    colVotes: 'Apoyos',
    colCost: 'Coste',
    colRunning: 'Acumulado',
    colFits: '¿Entra?',
    colWho: 'Quién la paga',
    colBoard: 'Junta',
    fits: 'Entra',
    doesNotFit: 'No entra',
    excludedMark: 'Quitada por la junta',
    includedMark: 'Añadida por la junta',
    takeOut: 'Quitar',
    putIn: 'Añadir',
    takeOutLabel: (title: string) => `Quitar «${title}» de la selección`,
    putInLabel: (title: string) => `Añadir «${title}» a la selección`,
    undoChange: 'Deshacer cambio',
    undoChangeLabel: (title: string) => `Deshacer cambio de «${title}»`,
    reason: 'Motivo público',
    reasonLabel: (title: string) => `Motivo público del cambio de «${title}»`,
    reasonNeeded: 'Cada cambio necesita su motivo público (al menos 3 caracteres).',
    paidBy: (payments: { amount: string; voters: number }[], effective: string) => {
      const parts = payments.map((p, i) =>
        i === 0
          ? `${p.voters} ${p.voters === 1 ? 'vecino pone' : 'vecinos ponen'} ${p.amount} cada uno`
          : `${p.voters} ${p.voters === 1 ? 'pone' : 'ponen'} ${p.amount}, todo lo que les quedaba`,
      )
      return `${parts.join('; ')}. Votos efectivos: ${effective}.`
    },
    outcomeGreedy: 'Con el paso de comparación, más vecinos salen ganando con «Mayoría de apoyos»: se toma ese resultado.',
    otherTitle: (rule: string) => `Con «${rule}» entrarían`,
    gains: 'Entran con esta regla y no con la otra',
    loses: 'Se quedan fuera con esta regla y entrarían con la otra',
    sameSelection: 'Las dos reglas seleccionan las mismas propuestas.',
    votersCompared: (v: { preferGreedy: number; preferEqualShares: number; equal: number }) =>
      `${v.preferGreedy} vecinos tienen más propuestas suyas con «Mayoría de apoyos», ${v.preferEqualShares} con «Reparto equitativo» y ${v.equal} las mismas.`,
    none: 'Ninguna',
    confirm: 'Confirmar selección',
    confirmTitle: (heading: string) => `¿Confirmar la selección de ${heading}?`,
    confirmText: (count: number, cost: string, left: string) =>
      `Se priorizarán ${count} ${count === 1 ? 'propuesta' : 'propuestas'} por ${cost} y quedarán ${left}. Sus seguidores recibirán un aviso. La selección de un distrito se confirma una sola vez.`,
    selectionConfirmed: 'Selección confirmada: las propuestas ya están priorizadas',
    selectionFailed: 'No se pudo confirmar la selección',
    confirmedOn: (date: string, rule: string) => `Selección confirmada el ${date} con «${rule}».`,
    loading: 'Calculando la selección…',
  },
  // The Worker's refusals.
  budgetNotFound: (year: number) => `No hay presupuesto participativo registrado para ${year}.`,
  actaNotFound: (year: number) => `No hay ninguna selección confirmada en ${year}: el acta se publica al confirmar la de cada distrito.`,
  nothingAssessed: (heading: string) =>
    `${heading === 'Todos' ? 'Toda la ciudad' : heading} no tiene propuestas presentadas viables con coste estimado: evalúalas antes de seleccionar.`,
  noMoney: (heading: string) =>
    `${heading === 'Todos' ? 'Toda la ciudad' : heading} no tiene importe asignado en el presupuesto de este año.`,
  allCommitted: (heading: string) =>
    `Las propuestas ya priorizadas de ${heading === 'Todos' ? 'toda la ciudad' : heading} cubren todo su importe de este año: no queda dinero que seleccionar.`,
  alreadyConfirmed: 'La selección de este distrito ya se confirmó; no se ha cambiado nada.',
  changeNotCandidate: (id: number) => `La propuesta #${id} no es una propuesta presentada, viable y con coste de este distrito.`,
  includedOverAmount: 'Lo que la junta añade cuesta más que el importe de este distrito.',
  selectionTooLarge: (heading: string) =>
    `La selección de ${heading === 'Todos' ? 'toda la ciudad' : heading} necesita más cálculo del que el portal puede hacer en una petición: no se muestra ningún resultado, porque uno a medias no sería el de la regla, y no se puede confirmar. Nada ha cambiado.`,
  headingNotFound: 'No existe ese distrito. Los ficheros son Norte, Sur, Este, Oeste, Centro y Todos.',
  pbDescription: (year: number, heading: string) => `Presupuesto Participativo ${year}: ${heading}`,
  pbFileName: (year: number, district: string) => `presupuesto-participativo-${year}-${district}.pb`,
  electionClosedOnly: 'El fichero de la votación se publica cuando se cierran las votaciones.',
} as const)

/** The budget's validation messages (API and forms alike). */
export const BUDGET_VALIDATION = localized('BUDGET_VALIDATION', {
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
} as const)
