import type { PortalCatalogue } from '../portal-catalogue'

export const PB_ERROR_TEXTS = {
  PB_EMPTY: 'El fitxer és buit.',
  PB_TOO_MANY_LINES: (max) => `El fitxer té massa línies (el màxim és ${max.toLocaleString('ca-ES')}). Divideix la votació per àmbits.`,
  PB_CONTROL_CHARACTER: (line) =>
    `Línia ${line}: hi ha un caràcter de control (tabulador, salt de línia dins d'un camp o un altre d'invisible). Desa el fitxer com a text pla UTF-8 separat per punt i coma.`,
  PB_FORMULA: (line, text) =>
    `Línia ${line}: el camp «${text}» comença per =, +, - o @ i no és un número. Per seguretat no s'accepten fórmules de full de càlcul.`,
  PB_UNCLOSED_QUOTE: (line) => `Línia ${line}: unes cometes s'obren i no es tanquen.`,
  PB_NO_META: 'No és un fitxer pabulib: ha de començar per la secció META.',
  PB_NO_BUDGET: 'La secció META no indica el pressupost (la línia «budget;…»).',
  PB_BAD_BUDGET: (text) =>
    `El pressupost «${text}» no és un import vàlid: escriu una quantitat positiva amb punt decimal, per exemple 543715.64.`,
  PB_VOTE_TYPE: (text) => `El tipus de vot «${text}» no es pot calcular aquí: només s'admeten paperetes d'aprovació (vote_type;approval).`,
  PB_NO_PROJECTS: 'Falta la secció PROJECTS amb la capçalera project_id;cost.',
  PB_NO_VOTES: 'Falta la secció VOTES amb la capçalera voter_id;vote i almenys una papereta.',
  PB_SECTION_ORDER: (line, section) =>
    `Línia ${line}: la secció ${section} apareix fora d'ordre o repetida (l'ordre és META, PROJECTS, VOTES).`,
  PB_ROW_LENGTH: (line, found, expected) => `Línia ${line}: té ${found} camps i la capçalera de la seva secció en té ${expected}.`,
  PB_BAD_COST: (line, id, text) =>
    `Línia ${line}: el cost «${text}» del projecte «${id}» no és vàlid: ha de ser un nombre més gran o igual que zero.`,
  PB_BAD_PROJECT_ID: (line) => `Línia ${line}: l'identificador de projecte és buit o conté una coma.`,
  PB_DUPLICATE_PROJECT: (line, id) => `Línia ${line}: el projecte «${id}» apareix dues vegades a PROJECTS.`,
  PB_DUPLICATE_VOTER: (line, id) => `Línia ${line}: el votant «${id}» apareix dues vegades a VOTES.`,
  PB_UNKNOWN_PROJECT: (line, voter, id) =>
    `Línia ${line}: la papereta del votant «${voter}» inclou el projecte «${id}», que no és a PROJECTS.`,
  PB_REPEATED_VOTE: (line, voter, id) => `Línia ${line}: la papereta del votant «${voter}» inclou dues vegades el projecte «${id}».`,
  PB_LINE_TOO_LONG: (line, max) => `Línia ${line}: és massa llarga (el màxim és ${max.toLocaleString('ca-ES')} caràcters per línia).`,
  PB_TOO_MANY_PROJECTS: (found, max) =>
    `La votació té ${found.toLocaleString('ca-ES')} projectes i el màxim és ${max.toLocaleString('ca-ES')}. Divideix la votació per àmbits.`,
  PB_TOO_MUCH_WORK: (voters, projects, max) =>
    `La votació és massa gran per calcular-la aquí: ${voters.toLocaleString('ca-ES')} votants per ${projects.toLocaleString('ca-ES')} projectes supera el màxim de ${max.toLocaleString('ca-ES')}. Divideix la votació per àmbits.`,
  PB_BUDGET_LIMIT: (text) => `El pressupost «${text}» supera el que es pot calcular: com a màxim 1.000.000.000.000 i dos decimals.`,
  PB_COST_LIMIT: (line, id, text) =>
    `Línia ${line}: el cost «${text}» del projecte «${id}» supera el que es pot calcular: com a màxim 1.000.000.000.000 i dos decimals.`,
} satisfies PortalCatalogue['PB_ERROR_TEXTS']

export const LAB_TEXTS = {
  tab: 'Laboratori',
  title: 'Laboratori de regles de selecció',
  intro:
    "Puja una votació en format pabulib (.pb): la d'un any anterior o la d'una altra ciutat. Veuràs quins projectes sortirien amb cada regla i quant costarien. No canvia res del portal; el resultat es guarda una setmana.",
  fileLabel: 'Fitxer de la votació (.pb)',
  fileHint: 'Text UTF-8 amb les seccions META, PROJECTS i VOTES, de fins a 10 MB. El publiquen pabulib.org i equalshares.net.',
  submit: 'Calcula les dues regles',
  computing: 'Calculant...',
  progressLabel: 'Progrés del càlcul',
  fileMissing: 'Tria un fitxer .pb per calcular.',
  summaryTitle: 'La votació',
  summary: (budget, voters, projects) =>
    `Pressupost de ${budget}, ${voters.toLocaleString('ca-ES')} votants i ${projects.toLocaleString('ca-ES')} projectes.`,
  greedyExplained: 'Els projectes més votats primer; cadascun entra si cap en els diners que queden i, si no hi cap, es prova el següent.',
  equalSharesExplained: (share) =>
    `Els diners es reparteixen a parts iguals entre els votants: ${share} per persona (el pressupost entre els votants, apujat d'un en un mentre la selecció cap en el pressupost). Un projecte entra quan els seus votants el poden pagar entre tots; primer el que té més suports efectius.`,
  selectedCount: (count) => (count === 1 ? '1 projecte seleccionat' : `${count} projectes seleccionats`),
  spent: (cost, left) => `Costa ${cost}; en queden ${left} sense assignar.`,
  columns: { project: 'Projecte', votes: 'Vots', cost: 'Cost', effectiveVotes: 'Suports efectius', share: 'Pagament per votant' },
  effectiveVotesHint:
    'Suports efectius: el cost dividit pel màxim que va pagar cada votant; equival al nombre de votants que el van pagar a parts iguals.',
  onlyGreedy: 'Només amb «Majoria de suports»',
  onlyEqualShares: 'Només amb «Repartiment equitatiu»',
  noDifference: 'Les dues regles seleccionen els mateixos projectes.',
  none: 'Cap.',
  comparisonTitle: 'Qui hi surt guanyant',
  comparison: (greedy, equalShares, equal) =>
    `${greedy.toLocaleString('ca-ES')} votants tenen més projectes seus seleccionats amb «Majoria de suports», ${equalShares.toLocaleString('ca-ES')} amb «Repartiment equitatiu» i ${equal.toLocaleString('ca-ES')} els mateixos amb totes dues.`,
  comparisonVerdict: (rule) => `Amb el pas de comparació que va fer servir Wieliczka, es quedaria «${rule}».`,
  workLimit:
    "El càlcul supera el límit de treball del laboratori i s'ha aturat. No es mostra cap resultat, perquè un de mig fet no seria el de la regla. Prova amb una votació més petita o divideix-la per àmbits.",
  jobFailed: "No s'ha pogut calcular aquesta votació. Torna a pujar el fitxer.",
  unnamed: (id) => `Projecte ${id}`,
} satisfies PortalCatalogue['LAB_TEXTS']

export const HEADING_JOB_TEXTS = {
  computing: 'Aquest districte té molts vots: la selecció es calcula a part i apareixerà aquí tan bon punt estigui.',
  progressLabel: 'Progrés del càlcul de la selecció',
  electionChanged: 'Els vots o les propostes del districte han canviat mentre es calculava la selecció: es torna a calcular en demanar-la.',
  jobFailed: "No s'ha pogut calcular la selecció d'aquest districte. Torna-ho a provar d'aquí a mitja hora.",
  notPreviewed:
    "La selecció d'aquest districte es confirma tal com es va calcular a la previsualització, i no n'hi ha cap de calculada amb les dades d'ara: torna a la previsualització i espera el resultat.",
} satisfies PortalCatalogue['HEADING_JOB_TEXTS']
