import type { PortalCatalogue } from '../portal-catalogue'

/** ca/history.ts in its Valencian wording, where it differs. */
export const VA_HISTORY = {
  HISTORY_TEXTS: {
    empty: 'No hi ha canvis registrats que coincidisquen.',
    fields: {
      service: 'Servici responsable',
    },
    notUndoable: "Este canvi no es pot desfer des d'aquí.",
    changedSince: 'La proposta ha canviat després; no es desfà per a no perdre este canvi.',
    alreadyUndone: 'Este canvi ja es va desfer.',
  },
  PB_ERROR_TEXTS: {
    PB_TOO_MANY_LINES: (max) => `El fitxer té massa línies (el màxim és ${max.toLocaleString('ca-ES')}). Dividix la votació per àmbits.`,
    PB_ROW_LENGTH: (line, found, expected) => `Línia ${line}: té ${found} camps i la capçalera de la seua secció en té ${expected}.`,
  },
  LAB_TEXTS: {
    intro:
      "Puja una votació en format pabulib (.pb): la d'un any anterior o la d'una altra ciutat. Veuràs quins projectes eixirien amb cada regla i quant costarien. No es guarda res.",
    fileMissing: 'Tria un fitxer .pb per a calcular.',
    equalSharesExplained: (share) =>
      `Els diners es repartixen a parts iguals entre els votants: ${share} per persona (el pressupost entre els votants, apujat d'un en un mentre la selecció cap en el pressupost). Un projecte entra quan els seus votants el poden pagar entre tots; primer el que té més suports efectius.`,
    comparisonTitle: 'Qui hi ix guanyant',
  },
} satisfies PortalCatalogue
