import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'

const whole = (heading: string, city: string) => (heading === 'Todos' ? city : heading)

export const BUDGET_TEXTS = {
  ...BUDGET_LABELS,
  admin: {
    budgetTitle: 'Orzamento participativo',
    budgetText: (year) =>
      `O diñeiro do ciclo ${year}: o orzamento municipal de investimentos, a parte que decide a veciñanza e o importe de cada distrito e de toda a cidade. En euros, sen céntimos.`,
    investmentBudget: 'Orzamento municipal de investimentos (€)',
    sharePercent: 'Parte participativa (%)',
    headingsLegend: 'Importe de cada distrito (€)',
    headingLabel: (heading) => (heading === 'Todos' ? 'Toda a cidade (€)' : `${heading} (€)`),
    amountHint: 'En euros, sen céntimos: 45000 ou 45.000',
    toDistribute: 'Para repartir',
    assigned: 'Asignado',
    unassigned: 'Sen asignar',
    overAssigned: 'Asignado de máis',
    committed: 'Xa priorizado fóra da selección',
    saveBudget: 'Gardar o orzamento',
    budgetSaved: 'Orzamento gardado',
    budgetFailed: 'Non foi posible gardar o orzamento',
    feasibilityColumn: 'Viabilidade',
    assess: 'Avaliar',
    assessTitle: (title) => `Avaliación técnica de «${title}»`,
    assessIntro: 'O veredicto, o custo e o informe son públicos; o servizo responsable só se ve neste panel.',
    feasibilityField: 'Viabilidade',
    costField: 'Custo estimado (€)',
    costHint: 'Obrigatorio se é viable. En euros, sen céntimos: 45000 ou 45.000',
    serviceField: 'Servizo responsable (non se publica)',
    reportField: 'Informe público',
    reasonField: 'Motivo público polo que non é viable',
    reportHint: 'Lerao a veciñanza na páxina da proposta.',
    assessmentSaved: 'Avaliación gardada',
    assessmentFailed: 'Non foi posible gardar a avaliación',
    tab: 'Selección',
    selectionIntro:
      'Escolla a regra coa que o Concello decide que propostas entran no diñeiro de cada distrito. Só contan as propostas presentadas, viables e con custo.',
    heading: 'Distrito',
    rule: 'Regra',
    ruleHint: {
      greedy: 'As que teñen máis apoios primeiro; se unha non cabe no que queda, sáltase e próbase a seguinte.',
      'equal-shares':
        'O diñeiro repártese a partes iguais entre quen votou; unha proposta entra cando os seus apoios poden pagala coa súa parte.',
    },
    comparisonLabel: 'Paso de comparación',
    comparison: 'Como en Wieliczka: se máis veciños e veciñas saen gañando con «Maioría de apoios», tómase ese resultado.',
    amount: 'Importe',
    selectedTotal: 'Seleccionado',
    left: 'Queda',
    caption: (heading, rule) => `Selección de ${heading} con «${rule}»`,
    colProposal: 'Proposta',
    colVotes: 'Apoios',
    colCost: 'Custo',
    colRunning: 'Acumulado',
    colFits: 'Entra?',
    colWho: 'Quen a paga',
    colBoard: 'Xunta',
    fits: 'Entra',
    doesNotFit: 'Non entra',
    excludedMark: 'Retirada pola xunta',
    includedMark: 'Engadida pola xunta',
    takeOut: 'Retirar',
    putIn: 'Engadir',
    takeOutLabel: (title) => `Retirar «${title}» da selección`,
    putInLabel: (title) => `Engadir «${title}» á selección`,
    undoChange: 'Desfacer o cambio',
    undoChangeLabel: (title) => `Desfacer o cambio de «${title}»`,
    reason: 'Motivo público',
    reasonLabel: (title) => `Motivo público do cambio de «${title}»`,
    reasonNeeded: 'Cada cambio precisa o seu motivo público (polo menos 3 caracteres).',
    paidBy: (payments, effective) => {
      const parts = Array.from(payments, (p, i) =>
        i === 0
          ? `${p.voters} ${p.voters === 1 ? 'veciño pon' : 'veciños poñen'} ${p.amount} cada un`
          : `${p.voters} ${p.voters === 1 ? 'pon' : 'poñen'} ${p.amount}, todo o que lles quedaba`,
      )
      return `${parts.join('; ')}. Votos efectivos: ${effective}.`
    },
    outcomeGreedy: 'Co paso de comparación, máis veciños saen gañando con «Maioría de apoios»: tómase ese resultado.',
    otherTitle: (rule) => `Con «${rule}» entrarían`,
    gains: 'Entran con esta regra e non coa outra',
    loses: 'Quedan fóra con esta regra e entrarían coa outra',
    sameSelection: 'As dúas regras seleccionan as mesmas propostas.',
    votersCompared: (v) =>
      `${v.preferGreedy} veciños teñen máis propostas súas con «Maioría de apoios», ${v.preferEqualShares} con «Repartición equitativa» e ${v.equal} as mesmas.`,
    none: 'Ningunha',
    confirm: 'Confirmar a selección',
    confirmTitle: (heading) => `Quere confirmar a selección de ${heading}?`,
    confirmText: (count, cost, left) =>
      `Priorizaranse ${count} ${count === 1 ? 'proposta' : 'propostas'} por ${cost} e quedarán ${left}. As persoas que as seguen recibirán un aviso. A selección dun distrito só se confirma unha vez.`,
    selectionConfirmed: 'Selección confirmada: as propostas xa están priorizadas',
    selectionFailed: 'Non foi posible confirmar a selección',
    confirmedOn: (date, rule) => `Selección confirmada o ${date} con «${rule}».`,
    loading: 'Calculando a selección…',
  },
  budgetNotFound: (year) => `Non hai ningún orzamento participativo rexistrado para ${year}.`,
  actaNotFound: (year) => `Non hai ningunha selección confirmada en ${year}: a acta publícase ao confirmar a de cada distrito.`,
  nothingAssessed: (heading) =>
    `${whole(heading, 'Toda a cidade')} non ten propostas presentadas viables con custo estimado: avalíeas antes de seleccionar.`,
  noMoney: (heading) => `${whole(heading, 'Toda a cidade')} non ten importe asignado no orzamento deste ano.`,
  allCommitted: (heading) =>
    `As propostas xa priorizadas de ${whole(heading, 'toda a cidade')} cobren todo o seu importe deste ano: non queda diñeiro para seleccionar.`,
  alreadyConfirmed: 'A selección deste distrito xa se confirmou; non se cambiou nada.',
  changeNotCandidate: (id) => `A proposta #${id} non é unha proposta presentada, viable e con custo deste distrito.`,
  includedOverAmount: 'O que engade a xunta custa máis que o importe deste distrito.',
  selectionTooLarge: (heading) =>
    `A selección de ${whole(heading, 'toda a cidade')} precisa máis cálculo do que o portal pode facer nunha petición: non se mostra ningún resultado, porque un a medias non sería o da regra, e non se pode confirmar. Non cambiou nada.`,
  headingNotFound: 'Ese distrito non existe. Os ficheiros son Norte, Sur, Este, Oeste, Centro e Todos.',
  pbDescription: (year, heading) => `Orzamento Participativo ${year}: ${heading}`,
  pbFileName: (year, district) => `orzamento-participativo-${year}-${district}.pb`,
  electionClosedOnly: 'O ficheiro da votación publícase cando se pechan as votacións.',
} satisfies PortalCatalogue['BUDGET_TEXTS']

export const BUDGET_VALIDATION = {
  investmentBudget: 'Indique o orzamento de investimentos en euros enteiros, sen céntimos nin signos',
  sharePercent: 'Indique a porcentaxe como un número enteiro entre 0 e 100',
  headingAmount: (heading) => `Indique o importe de ${whole(heading, 'toda a cidade')} en euros enteiros, sen céntimos nin signos`,
  headings: 'Indique o importe de cada distrito e de toda a cidade',
  headingsOverShare: 'Os importes dos distritos e de toda a cidade suman máis que a parte participativa do orzamento',
  feasibility: 'Indique se a proposta é viable, non viable ou pendente de avaliación',
  estimatedCost: 'Indique o custo estimado en euros enteiros, sen céntimos nin signos',
  costRequired: 'Unha proposta viable precisa o seu custo estimado',
  costOverBudget: (budget) => `O custo estimado non pode superar o orzamento de investimentos completo (${budget})`,
  reasonRequired: 'Explique publicamente por que non é viable',
  service: 'O servizo responsable non pode superar os 200 caracteres',
  assessment: 'O informe non pode superar os 5000 caracteres',
  rule: 'Escolla a regra: «Maioría de apoios» ou «Repartición equitativa»',
  heading: 'Escolla un distrito da lista ou toda a cidade',
  comparison: 'Indique se se aplica o paso de comparación (verdadeiro ou falso)',
  changeReason: 'Explique cada cambio cun motivo público de entre 3 e 500 caracteres',
  changes: 'Os cambios da selección non teñen o formato esperado',
  changeTwice: 'Unha proposta non se pode retirar e engadir á vez',
  belowSelected: (heading) =>
    `O importe de ${whole(heading, 'toda a cidade')} non pode ser menor que o que xa custan as súas propostas priorizadas`,
} satisfies PortalCatalogue['BUDGET_VALIDATION']
