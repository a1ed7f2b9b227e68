import type { PortalOverlay } from '../portal-catalogue'

const whole = (heading: string, city: string) => (heading === 'Todos' ? city : heading)

export const BUDGET_TEXTS = {
  admin: {
    budgetText: (year) =>
      `Els diners del cicle ${year}: el pressupost municipal d'inversions, la part que decidixen els veïns i l'import de cada districte i de tota la ciutat. En euros, sense cèntims.`,
    toDistribute: 'Per a repartir',
    assessIntro: 'El veredicte, el cost i l’informe són públics; el servici responsable només es veu en este tauler.',
    serviceField: 'Servici responsable (no es publica)',
    selectionIntro:
      "Tria la regla amb què l'Ajuntament decidix quines propostes entren en els diners de cada districte. Només compten les propostes presentades, viables i amb cost.",
    ruleHint: {
      'equal-shares':
        'Els diners es repartixen a parts iguals entre qui va votar; una proposta entra quan els seus suports la poden pagar amb la seua part.',
    },
    comparison: 'Com a Wieliczka: si més veïns hi ixen guanyant amb «Majoria de suports», es pren este resultat.',
    putIn: 'Afegix',
    putInLabel: (title) => `Afegix «${title}» a la selecció`,
    outcomeGreedy: 'Amb el pas de comparació, més veïns hi ixen guanyant amb «Majoria de suports»: es pren este resultat.',
    gains: "Hi entren amb esta regla i no amb l'altra",
    loses: "Es queden fora amb esta regla i hi entrarien amb l'altra",
    votersCompared: (v) =>
      `${v.preferGreedy} veïns tenen més propostes seues amb «Majoria de suports», ${v.preferEqualShares} amb «Repartiment equitatiu» i ${v.equal} les mateixes.`,
  },
  noMoney: (heading) => `${whole(heading, 'Tota la ciutat')} no té import assignat en el pressupost d'este any.`,
  allCommitted: (heading) =>
    `Les propostes ja prioritzades de ${whole(heading, 'tota la ciutat')} cobrixen tot el seu import d'este any: no queden diners per a seleccionar.`,
  alreadyConfirmed: "La selecció d'este districte ja es va confirmar; no s'ha canviat res.",
  changeNotCandidate: (id) => `La proposta #${id} no és una proposta presentada, viable i amb cost d'este districte.`,
  includedOverAmount: "El que afegix la junta costa més que l'import d'este districte.",
  headingNotFound: 'Este districte no existix. Els fitxers són Norte, Sur, Este, Oeste, Centro i Todos.',
} satisfies PortalOverlay['BUDGET_TEXTS']

export const BUDGET_VALIDATION = {
  service: 'El servici responsable no pot superar els 200 caràcters',
  belowSelected: (heading) =>
    `L'import de ${whole(heading, 'tota la ciutat')} no pot ser menor que el que ja costen les seues propostes prioritzades`,
} satisfies PortalOverlay['BUDGET_VALIDATION']
