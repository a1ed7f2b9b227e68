import type { PortalCatalogue } from '../portal-catalogue'

/** L'acta de resultats (/resultados/acta/{any}). */
export const ACTA_TEXTS = {
  title: 'Acta de resultats',
  yearTitle: (year) => `Acta de resultats ${year}`,
  intro:
    "Registre públic de la decisió de cada districte: els diners, la regla, cada proposta candidata amb els seus vots, el seu cost i què se'n va fer, i com comprovar-ho.",
  dated: (day) => `Data de l'acta: ${day}`,
  headingTitle: (heading) => heading,
  confirmedOn: (day) => `Selecció confirmada el ${day}.`,
  rule: 'Regla',
  comparison: 'amb el pas de comparació',
  headingAmount: 'Diners del districte',
  committed: 'Compromès abans, fora d’aquesta selecció',
  amount: 'Diners que va repartir la regla',
  spent: 'Seleccionat',
  remaining: 'Sense assignar',
  caption: (heading) => `Propostes candidates de ${heading}: vots, cost i resultat`,
  columns: { proposal: 'Proposta', votes: 'Vots', cost: 'Cost', outcome: 'Resultat' },
  outcomeGreedy: 'Amb el pas de comparació, més veïns hi sortien guanyant amb «Majoria de suports»: es va prendre aquell resultat.',
  voters: (v) =>
    `Van votar ${v.total} veïns. Comparant les dues regles, ${v.preferGreedy} tindrien més propostes seves amb «Majoria de suports», ${v.preferEqualShares} amb «Repartiment equitatiu» i ${v.equal} les mateixes.`,
  equalShares: (p) =>
    `Repartiment equitatiu: els diners (${p.amount}) es divideixen entre els ${p.voters} veïns que van votar, ${p.start} cadascun per començar. Aquesta part s'apuja d'euro en euro mentre el resultat continua cabent en els diners; el resultat es va calcular amb ${p.share} per persona. És una part per decidir: el que es paga mai no passa de ${p.amount}.`,
  seed: 'Llavor pública del sorteig que desfà els empats',
  check: 'Comprova-ho',
  pb: (heading) => `Elecció de ${heading} en format .pb (pabulib), per recalcular-la amb pabutools o equalshares.net`,
  openDataCsv: 'Dades obertes de les propostes (CSV)',
  openDataJson: 'Dades obertes de les propostes (JSON)',
  print: "Imprimir l'acta",
  wholeYear: (year) => `Acta de tots els districtes del ${year}`,
} satisfies PortalCatalogue['ACTA_TEXTS']
