import type { PortalOverlay } from '../portal-catalogue'

export const ACTA_TEXTS = {
  committed: 'Compromés abans, fora d’esta selecció',
  outcomeGreedy: 'Amb el pas de comparació, més veïns hi eixien guanyant amb «Majoria de suports»: es va prendre eixe resultat.',
  equalShares: (p) =>
    `Repartiment equitatiu: els diners (${p.amount}) es dividixen entre els ${p.voters} veïns que van votar, ${p.start} cadascun per a començar. Esta part s'apuja d'euro en euro mentres el resultat continua cabent en els diners; el resultat es va calcular amb ${p.share} per persona. És una part per a decidir: el que es paga mai no passa de ${p.amount}.`,
  pb: (heading) => `Elecció de ${heading} en format .pb (pabulib), per a recalcular-la amb pabutools o equalshares.net`,
} satisfies PortalOverlay['ACTA_TEXTS']
