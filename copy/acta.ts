import { localized } from './localize'

/** The 'Acta de resultados' (/resultados/acta/{year}): the public, printable record of a year's selection. */
export const ACTA_TEXTS = localized('ACTA_TEXTS', {
  title: 'Acta de resultados',
  yearTitle: (year: number) => `Acta de resultados ${year}`,
  intro:
    'Registro público de la decisión de cada distrito: el dinero, la regla, cada propuesta candidata con sus votos, su coste y lo que fue de ella, y cómo comprobarlo.',
  dated: (day: string) => `Fecha del acta: ${day}`,
  headingTitle: (heading: string) => heading,
  confirmedOn: (day: string) => `Selección confirmada el ${day}.`,
  rule: 'Regla',
  comparison: 'con el paso de comparación',
  headingAmount: 'Dinero del distrito',
  committed: 'Comprometido antes, fuera de esta selección',
  amount: 'Dinero que repartió la regla',
  spent: 'Seleccionado',
  remaining: 'Sin asignar',
  caption: (heading: string) => `Propuestas candidatas de ${heading}: votos, coste y resultado`,
  columns: { proposal: 'Propuesta', votes: 'Votos', cost: 'Coste', outcome: 'Resultado' },
  outcomeGreedy: 'Con el paso de comparación, más vecinos salían ganando con «Mayoría de apoyos»: se tomó ese resultado.',
  voters: (v: { total: number; preferGreedy: number; preferEqualShares: number; equal: number }) =>
    `Votaron ${v.total} vecinos. Comparando las dos reglas, ${v.preferGreedy} tendrían más propuestas suyas con «Mayoría de apoyos», ${v.preferEqualShares} con «Reparto equitativo» y ${v.equal} las mismas.`,
  /** Equal shares as the laboratory explains it (the admin's 'Selección' says the same). */
  equalShares: (p: { amount: string; voters: number; start: string; share: string }) =>
    `Reparto equitativo: el dinero (${p.amount}) se divide entre los ${p.voters} vecinos que votaron, ${p.start} cada uno para empezar. Esa parte se sube de euro en euro mientras el resultado sigue cabiendo en el dinero; el resultado se calculó con ${p.share} por persona. Es una parte para decidir: lo que se paga nunca pasa de ${p.amount}.`,
  seed: 'Semilla pública del sorteo que deshace los empates',
  check: 'Compruébalo',
  pb: (heading: string) => `Elección de ${heading} en formato .pb (pabulib), para recalcularla con pabutools o equalshares.net`,
  openDataCsv: 'Datos abiertos de las propuestas (CSV)',
  openDataJson: 'Datos abiertos de las propuestas (JSON)',
  print: 'Imprimir el acta',
  wholeYear: (year: number) => `Acta de todos los distritos de ${year}`,
} as const)
