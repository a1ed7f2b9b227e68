import type { PortalCatalogue } from '../portal-catalogue'

/** A acta de resultados (/resultados/acta/{ano}). */
export const ACTA_TEXTS = {
  title: 'Acta de resultados',
  yearTitle: (year) => `Acta de resultados ${year}`,
  intro:
    'Rexistro público da decisión de cada distrito: o diñeiro, a regra, cada proposta candidata cos seus votos, o seu custo e o que foi dela, e como comprobalo.',
  dated: (day) => `Data da acta: ${day}`,
  headingTitle: (heading) => heading,
  confirmedOn: (day) => `Selección confirmada o ${day}.`,
  rule: 'Regra',
  comparison: 'co paso de comparación',
  headingAmount: 'Diñeiro do distrito',
  committed: 'Comprometido antes, fóra desta selección',
  amount: 'Diñeiro que repartiu a regra',
  spent: 'Seleccionado',
  remaining: 'Sen asignar',
  caption: (heading) => `Propostas candidatas de ${heading}: votos, custo e resultado`,
  columns: { proposal: 'Proposta', votes: 'Votos', cost: 'Custo', outcome: 'Resultado' },
  outcomeGreedy: 'Co paso de comparación, máis veciños saían gañando con «Maioría de apoios»: tomouse ese resultado.',
  voters: (v) =>
    `Votaron ${v.total} veciños. Comparando as dúas regras, ${v.preferGreedy} terían máis propostas súas con «Maioría de apoios», ${v.preferEqualShares} con «Repartición equitativa» e ${v.equal} as mesmas.`,
  equalShares: (p) =>
    `Repartición equitativa: o diñeiro (${p.amount}) divídese entre os ${p.voters} veciños que votaron, ${p.start} cada un para comezar. Esa parte súbese de euro en euro mentres o resultado segue cabendo no diñeiro; o resultado calculouse con ${p.share} por persoa. É unha parte para decidir: o que se paga nunca pasa de ${p.amount}.`,
  seed: 'Semente pública do sorteo que desfai os empates',
  check: 'Compróbeo',
  pb: (heading) => `Elección de ${heading} en formato .pb (pabulib), para recalculala con pabutools ou equalshares.net`,
  openDataCsv: 'Datos abertos das propostas (CSV)',
  openDataJson: 'Datos abertos das propostas (JSON)',
  print: 'Imprimir a acta',
  wholeYear: (year) => `Acta de todos os distritos de ${year}`,
} satisfies PortalCatalogue['ACTA_TEXTS']
