import type { PortalCatalogue } from '../portal-catalogue'

/** Emaitzen akta (/resultados/acta/{urtea}). */
export const ACTA_TEXTS = {
  title: 'Emaitzen akta',
  yearTitle: (year) => `${year}ko emaitzen akta`,
  intro:
    'Barruti bakoitzaren erabakiaren erregistro publikoa: dirua, araua, hautagai den proposamen bakoitza bere botoekin, kostuarekin eta zer gertatu zitzaion, eta nola egiaztatu.',
  dated: (day) => `Aktaren data: ${day}`,
  headingTitle: (heading) => heading,
  confirmedOn: (day) => `Hautaketa berretsi zen data: ${day}.`,
  rule: 'Araua',
  comparison: 'konparazio-urratsarekin',
  headingAmount: 'Barrutiaren dirua',
  committed: 'Lehenago konprometitua, hautaketa honetatik kanpo',
  amount: 'Arauak banatu zuen dirua',
  spent: 'Hautatua',
  remaining: 'Esleitu gabe',
  caption: (heading) => `${heading}: hautagai diren proposamenak, botoak, kostua eta emaitza`,
  columns: { proposal: 'Proposamena', votes: 'Botoak', cost: 'Kostua', outcome: 'Emaitza' },
  outcomeGreedy:
    'Konparazio-urratsarekin, auzotar gehiago ateratzen ziren irabazten «Babesen gehiengoa» arauarekin: emaitza hori hartu zen.',
  voters: (v) =>
    `${v.total} auzotarrek bozkatu zuten. Bi arauak alderatuta, ${v.preferGreedy} auzotarrek proposamen gehiago lituzkete «Babesen gehiengoa» arauarekin, ${v.preferEqualShares} auzotarrek «Banaketa ekitatiboa» arauarekin eta ${v.equal} auzotarrek berdinak.`,
  equalShares: (p) =>
    `Banaketa ekitatiboa: dirua (${p.amount}) bozkatu zuten ${p.voters} auzotarren artean banatzen da, ${p.start} bakoitzari hasteko. Zati hori euroz euro igotzen da emaitza diruan sartzen den bitartean; emaitza pertsonako ${p.share} erabiliz kalkulatu zen. Erabakitzeko zati bat da: ordaintzen dena ez da inoiz ${p.amount} baino gehiago.`,
  seed: 'Berdinketak hausten dituen zozketaren hazi publikoa',
  check: 'Egiaztatu',
  pb: (heading) => `${heading}: hauteskundea .pb formatuan (pabulib), pabutools edo equalshares.net bidez berriro kalkulatzeko`,
  openDataCsv: 'Proposamenen datu irekiak (CSV)',
  openDataJson: 'Proposamenen datu irekiak (JSON)',
  print: 'Inprimatu akta',
  wholeYear: (year) => `${year}ko barruti guztien akta`,
} satisfies PortalCatalogue['ACTA_TEXTS']
