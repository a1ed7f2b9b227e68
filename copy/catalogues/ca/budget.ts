import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_LABELS } from './budget-labels'

const whole = (heading: string, city: string) => (heading === 'Todos' ? city : heading)

export const BUDGET_TEXTS = {
  ...BUDGET_LABELS,
  admin: {
    budgetTitle: 'Pressupost participatiu',
    budgetText: (year) =>
      `Els diners del cicle ${year}: el pressupost municipal d'inversions, la part que decideixen els veïns i l'import de cada districte i de tota la ciutat. En euros, sense cèntims.`,
    investmentBudget: "Pressupost municipal d'inversions (€)",
    sharePercent: 'Part participativa (%)',
    headingsLegend: 'Import de cada districte (€)',
    headingLabel: (heading) => (heading === 'Todos' ? 'Tota la ciutat (€)' : `${heading} (€)`),
    amountHint: 'En euros, sense cèntims: 45000 o 45.000',
    toDistribute: 'Per repartir',
    assigned: 'Assignat',
    unassigned: 'Sense assignar',
    overAssigned: 'Assignat de més',
    committed: 'Ja prioritzat fora de la selecció',
    saveBudget: 'Desa el pressupost',
    budgetSaved: 'Pressupost desat',
    budgetFailed: "No s'ha pogut desar el pressupost",
    feasibilityColumn: 'Viabilitat',
    assess: 'Avalua',
    assessTitle: (title) => `Avaluació tècnica de «${title}»`,
    assessIntro: 'El veredicte, el cost i l’informe són públics; el servei responsable només es veu en aquest tauler.',
    feasibilityField: 'Viabilitat',
    costField: 'Cost estimat (€)',
    costHint: 'Obligatori si és viable. En euros, sense cèntims: 45000 o 45.000',
    serviceField: 'Servei responsable (no es publica)',
    reportField: 'Informe públic',
    reasonField: 'Motiu públic pel qual no és viable',
    reportHint: 'El llegiran els veïns a la pàgina de la proposta.',
    assessmentSaved: 'Avaluació desada',
    assessmentFailed: "No s'ha pogut desar l'avaluació",
    tab: 'Selecció',
    selectionIntro:
      "Tria la regla amb què l'Ajuntament decideix quines propostes entren en els diners de cada districte. Només compten les propostes presentades, viables i amb cost.",
    heading: 'Districte',
    rule: 'Regla',
    ruleHint: {
      greedy: 'Les que tenen més suports primer; si una no cap en el que queda, se salta i es prova la següent.',
      'equal-shares':
        'Els diners es reparteixen a parts iguals entre qui va votar; una proposta entra quan els seus suports la poden pagar amb la seva part.',
    },
    comparisonLabel: 'Pas de comparació',
    comparison: 'Com a Wieliczka: si més veïns hi surten guanyant amb «Majoria de suports», es pren aquest resultat.',
    amount: 'Import',
    selectedTotal: 'Seleccionat',
    left: 'Queda',
    caption: (heading, rule) => `Selecció de ${heading} amb «${rule}»`,
    colProposal: 'Proposta',
    colVotes: 'Suports',
    colCost: 'Cost',
    colRunning: 'Acumulat',
    colFits: 'Hi entra?',
    colWho: 'Qui la paga',
    colBoard: 'Junta',
    fits: 'Hi entra',
    doesNotFit: 'No hi entra',
    excludedMark: 'Treta per la junta',
    includedMark: 'Afegida per la junta',
    takeOut: 'Treu',
    putIn: 'Afegeix',
    takeOutLabel: (title) => `Treu «${title}» de la selecció`,
    putInLabel: (title) => `Afegeix «${title}» a la selecció`,
    undoChange: 'Desfés el canvi',
    undoChangeLabel: (title) => `Desfés el canvi de «${title}»`,
    reason: 'Motiu públic',
    reasonLabel: (title) => `Motiu públic del canvi de «${title}»`,
    reasonNeeded: 'Cada canvi necessita el seu motiu públic (almenys 3 caràcters).',
    paidBy: (payments, effective) => {
      const parts = Array.from(payments, (p, i) =>
        i === 0
          ? `${p.voters} ${p.voters === 1 ? 'veí hi posa' : 'veïns hi posen'} ${p.amount} cadascun`
          : `${p.voters} ${p.voters === 1 ? 'hi posa' : 'hi posen'} ${p.amount}, tot el que els quedava`,
      )
      return `${parts.join('; ')}. Vots efectius: ${effective}.`
    },
    outcomeGreedy: 'Amb el pas de comparació, més veïns hi surten guanyant amb «Majoria de suports»: es pren aquest resultat.',
    otherTitle: (rule) => `Amb «${rule}» hi entrarien`,
    gains: "Hi entren amb aquesta regla i no amb l'altra",
    loses: "Es queden fora amb aquesta regla i hi entrarien amb l'altra",
    sameSelection: 'Les dues regles seleccionen les mateixes propostes.',
    votersCompared: (v) =>
      `${v.preferGreedy} veïns tenen més propostes seves amb «Majoria de suports», ${v.preferEqualShares} amb «Repartiment equitatiu» i ${v.equal} les mateixes.`,
    none: 'Cap',
    confirm: 'Confirma la selecció',
    confirmTitle: (heading) => `Vols confirmar la selecció de ${heading}?`,
    confirmText: (count, cost, left) =>
      `Es prioritzaran ${count} ${count === 1 ? 'proposta' : 'propostes'} per ${cost} i en quedaran ${left}. Els seus seguidors rebran un avís. La selecció d'un districte només es confirma una vegada.`,
    selectionConfirmed: 'Selecció confirmada: les propostes ja estan prioritzades',
    selectionFailed: "No s'ha pogut confirmar la selecció",
    confirmedOn: (date, rule) => `Selecció confirmada el ${date} amb «${rule}».`,
    loading: 'Calculant la selecció…',
  },
  budgetNotFound: (year) => `No hi ha cap pressupost participatiu registrat per al ${year}.`,
  actaNotFound: (year) => `No hi ha cap selecció confirmada el ${year}: l'acta es publica en confirmar la de cada districte.`,
  nothingAssessed: (heading) =>
    `${whole(heading, 'Tota la ciutat')} no té propostes presentades viables amb cost estimat: avalua-les abans de seleccionar.`,
  noMoney: (heading) => `${whole(heading, 'Tota la ciutat')} no té import assignat en el pressupost d'aquest any.`,
  allCommitted: (heading) =>
    `Les propostes ja prioritzades de ${whole(heading, 'tota la ciutat')} cobreixen tot el seu import d'aquest any: no queden diners per seleccionar.`,
  alreadyConfirmed: "La selecció d'aquest districte ja es va confirmar; no s'ha canviat res.",
  changeNotCandidate: (id) => `La proposta #${id} no és una proposta presentada, viable i amb cost d'aquest districte.`,
  includedOverAmount: "El que afegeix la junta costa més que l'import d'aquest districte.",
  selectionTooLarge: (heading) =>
    `La selecció de ${whole(heading, 'tota la ciutat')} necessita més càlcul del que el portal pot fer en una petició: no es mostra cap resultat, perquè un de mig fet no seria el de la regla, i no es pot confirmar. No ha canviat res.`,
  headingNotFound: 'Aquest districte no existeix. Els fitxers són Norte, Sur, Este, Oeste, Centro i Todos.',
  pbDescription: (year, heading) => `Pressupost Participatiu ${year}: ${heading}`,
  pbFileName: (year, district) => `pressupost-participatiu-${year}-${district}.pb`,
  electionClosedOnly: 'El fitxer de la votació es publica quan es tanquen les votacions.',
} satisfies PortalCatalogue['BUDGET_TEXTS']

export const BUDGET_VALIDATION = {
  investmentBudget: "Indica el pressupost d'inversions en euros sencers, sense cèntims ni signes",
  sharePercent: 'Indica el percentatge com un nombre enter entre 0 i 100',
  headingAmount: (heading) => `Indica l'import de ${whole(heading, 'tota la ciutat')} en euros sencers, sense cèntims ni signes`,
  headings: "Indica l'import de cada districte i de tota la ciutat",
  headingsOverShare: 'Els imports dels districtes i de tota la ciutat sumen més que la part participativa del pressupost',
  feasibility: "Indica si la proposta és viable, no viable o pendent d'avaluació",
  estimatedCost: 'Indica el cost estimat en euros sencers, sense cèntims ni signes',
  costRequired: 'Una proposta viable necessita el seu cost estimat',
  costOverBudget: (budget) => `El cost estimat no pot superar el pressupost d'inversions sencer (${budget})`,
  reasonRequired: 'Explica públicament per què no és viable',
  service: 'El servei responsable no pot superar els 200 caràcters',
  assessment: "L'informe no pot superar els 5000 caràcters",
  rule: 'Tria la regla: «Majoria de suports» o «Repartiment equitatiu»',
  heading: 'Tria un districte de la llista o tota la ciutat',
  comparison: "Indica si s'aplica el pas de comparació (cert o fals)",
  changeReason: 'Explica cada canvi amb un motiu públic d’entre 3 i 500 caràcters',
  changes: 'Els canvis de la selecció no tenen el format esperat',
  changeTwice: 'Una proposta no es pot treure i afegir alhora',
  belowSelected: (heading) =>
    `L'import de ${whole(heading, 'tota la ciutat')} no pot ser menor que el que ja costen les seves propostes prioritzades`,
} satisfies PortalCatalogue['BUDGET_VALIDATION']
