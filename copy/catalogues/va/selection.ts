import type { PortalOverlay } from '../portal-catalogue'

export const PB_ERROR_TEXTS = {
  PB_TOO_MANY_LINES: (max) => `El fitxer té massa línies (el màxim és ${max.toLocaleString('ca-ES')}). Dividix la votació per àmbits.`,
  PB_ROW_LENGTH: (line, found, expected) => `Línia ${line}: té ${found} camps i la capçalera de la seua secció en té ${expected}.`,
  PB_TOO_MANY_PROJECTS: (found, max) =>
    `La votació té ${found.toLocaleString('ca-ES')} projectes i el màxim és ${max.toLocaleString('ca-ES')}. Dividix la votació per àmbits.`,
  PB_TOO_MUCH_WORK: (voters, projects, max) =>
    `La votació és massa gran per a calcular-la ací: ${voters.toLocaleString('ca-ES')} votants per ${projects.toLocaleString('ca-ES')} projectes supera el màxim de ${max.toLocaleString('ca-ES')}. Dividix la votació per àmbits.`,
} satisfies PortalOverlay['PB_ERROR_TEXTS']

export const LAB_TEXTS = {
  intro:
    "Puja una votació en format pabulib (.pb): la d'un any anterior o la d'una altra ciutat. Veuràs quins projectes eixirien amb cada regla i quant costarien. No canvia res del portal; el resultat es guarda una setmana.",
  fileMissing: 'Tria un fitxer .pb per a calcular.',
  equalSharesExplained: (share) =>
    `Els diners es repartixen a parts iguals entre els votants: ${share} per persona (el pressupost entre els votants, apujat d'un en un mentre la selecció cap en el pressupost). Un projecte entra quan els seus votants el poden pagar entre tots; primer el que té més suports efectius.`,
  comparisonTitle: 'Qui hi ix guanyant',
  workLimit:
    "El càlcul supera el límit de treball del laboratori i s'ha aturat. No es mostra cap resultat, perquè un de mig fer no seria el de la regla. Prova amb una votació més menuda o dividix-la per àmbits.",
} satisfies PortalOverlay['LAB_TEXTS']

export const HEADING_JOB_TEXTS = {
  computing: 'Este districte té molts vots: la selecció es calcula a banda i apareixerà ací tan prompte com estiga.',
} satisfies PortalOverlay['HEADING_JOB_TEXTS']
