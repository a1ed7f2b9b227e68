import type { PortalCatalogue } from '../portal-catalogue'

export const PB_ERROR_TEXTS = {
  PB_EMPTY: 'O ficheiro está baleiro.',
  PB_TOO_MANY_LINES: (max) => `O ficheiro ten demasiadas liñas (o máximo é ${max.toLocaleString('gl-ES')}). Divida a votación por ámbitos.`,
  PB_CONTROL_CHARACTER: (line) =>
    `Liña ${line}: hai un carácter de control (tabulador, salto de liña dentro dun campo ou outro invisible). Garde o ficheiro como texto plano UTF-8 separado por punto e coma.`,
  PB_FORMULA: (line, text) =>
    `Liña ${line}: o campo «${text}» comeza por =, +, - ou @ e non é un número. Por seguridade non se aceptan fórmulas de folla de cálculo.`,
  PB_UNCLOSED_QUOTE: (line) => `Liña ${line}: unhas comiñas ábrense e non se pechan.`,
  PB_NO_META: 'Non é un ficheiro pabulib: debe comezar pola sección META.',
  PB_NO_BUDGET: 'A sección META non indica o orzamento (a liña «budget;…»).',
  PB_BAD_BUDGET: (text) =>
    `O orzamento «${text}» non é un importe válido: escriba unha cantidade positiva con punto decimal, por exemplo 543715.64.`,
  PB_VOTE_TYPE: (text) => `O tipo de voto «${text}» non se pode calcular aquí: só se admiten papeletas de aprobación (vote_type;approval).`,
  PB_NO_PROJECTS: 'Falta a sección PROJECTS coa cabeceira project_id;cost.',
  PB_NO_VOTES: 'Falta a sección VOTES coa cabeceira voter_id;vote e polo menos unha papeleta.',
  PB_SECTION_ORDER: (line, section) =>
    `Liña ${line}: a sección ${section} aparece fóra de orde ou repetida (a orde é META, PROJECTS, VOTES).`,
  PB_ROW_LENGTH: (line, found, expected) => `Liña ${line}: ten ${found} campos e a cabeceira da súa sección ten ${expected}.`,
  PB_BAD_COST: (line, id, text) =>
    `Liña ${line}: o custo «${text}» do proxecto «${id}» non é válido: debe ser un número maior ou igual que cero.`,
  PB_BAD_PROJECT_ID: (line) => `Liña ${line}: o identificador de proxecto está baleiro ou contén unha coma.`,
  PB_DUPLICATE_PROJECT: (line, id) => `Liña ${line}: o proxecto «${id}» aparece dúas veces en PROJECTS.`,
  PB_DUPLICATE_VOTER: (line, id) => `Liña ${line}: o votante «${id}» aparece dúas veces en VOTES.`,
  PB_UNKNOWN_PROJECT: (line, voter, id) =>
    `Liña ${line}: a papeleta do votante «${voter}» inclúe o proxecto «${id}», que non está en PROJECTS.`,
  PB_REPEATED_VOTE: (line, voter, id) => `Liña ${line}: a papeleta do votante «${voter}» inclúe dúas veces o proxecto «${id}».`,
  PB_LINE_TOO_LONG: (line, max) => `Liña ${line}: é longa de máis (o máximo é ${max.toLocaleString('gl-ES')} caracteres por liña).`,
  PB_TOO_MANY_PROJECTS: (found, max) =>
    `A votación ten ${found.toLocaleString('gl-ES')} proxectos e o máximo é ${max.toLocaleString('gl-ES')}. Divide a votación por ámbitos.`,
  PB_TOO_MUCH_WORK: (voters, projects, max) =>
    `A votación é grande de máis para calculala aquí: ${voters.toLocaleString('gl-ES')} votantes por ${projects.toLocaleString('gl-ES')} proxectos supera o máximo de ${max.toLocaleString('gl-ES')}. Divide a votación por ámbitos.`,
  PB_BUDGET_LIMIT: (text) => `O orzamento «${text}» supera o que se pode calcular: como moito 1.000.000.000.000 e dous decimais.`,
  PB_COST_LIMIT: (line, id, text) =>
    `Liña ${line}: o custo «${text}» do proxecto «${id}» supera o que se pode calcular: como moito 1.000.000.000.000 e dous decimais.`,
} satisfies PortalCatalogue['PB_ERROR_TEXTS']

export const LAB_TEXTS = {
  tab: 'Laboratorio',
  title: 'Laboratorio de regras de selección',
  intro:
    'Suba unha votación en formato pabulib (.pb): a dun ano anterior ou a doutra cidade. Verá que proxectos sairían con cada regra e canto custarían. Non cambia nada do portal; o resultado gárdase unha semana.',
  fileLabel: 'Ficheiro da votación (.pb)',
  fileHint: 'Texto UTF-8 coas seccións META, PROJECTS e VOTES, de ata 10 MB. Publícano pabulib.org e equalshares.net.',
  submit: 'Calcular as dúas regras',
  computing: 'Calculando...',
  progressLabel: 'Progreso do cálculo',
  fileMissing: 'Escolla un ficheiro .pb para calcular.',
  summaryTitle: 'A votación',
  summary: (budget, voters, projects) =>
    `Orzamento de ${budget}, ${voters.toLocaleString('gl-ES')} votantes e ${projects.toLocaleString('gl-ES')} proxectos.`,
  greedyExplained: 'Os proxectos máis votados primeiro; cada un entra se cabe no diñeiro que queda e, se non cabe, próbase o seguinte.',
  equalSharesExplained: (share) =>
    `O diñeiro repártese a partes iguais entre os votantes: ${share} por persoa (o orzamento entre os votantes, aumentado de un en un mentres a selección cabe no orzamento). Un proxecto entra cando os seus votantes poden pagalo entre todos; primeiro o que ten máis apoios efectivos.`,
  selectedCount: (count) => (count === 1 ? '1 proxecto seleccionado' : `${count} proxectos seleccionados`),
  spent: (cost, left) => `Custa ${cost}; quedan ${left} sen asignar.`,
  columns: { project: 'Proxecto', votes: 'Votos', cost: 'Custo', effectiveVotes: 'Apoios efectivos', share: 'Pagamento por votante' },
  effectiveVotesHint:
    'Apoios efectivos: o custo dividido polo máximo que pagou cada votante; equivale ao número de votantes que o pagaron a partes iguais.',
  onlyGreedy: 'Só con «Maioría de apoios»',
  onlyEqualShares: 'Só con «Repartición equitativa»',
  noDifference: 'As dúas regras seleccionan os mesmos proxectos.',
  none: 'Ningún.',
  comparisonTitle: 'Quen sae gañando',
  comparison: (greedy, equalShares, equal) =>
    `${greedy.toLocaleString('gl-ES')} votantes teñen máis proxectos seus seleccionados con «Maioría de apoios», ${equalShares.toLocaleString('gl-ES')} con «Repartición equitativa» e ${equal.toLocaleString('gl-ES')} os mesmos con ambas as dúas.`,
  comparisonVerdict: (rule) => `Co paso de comparación que usou Wieliczka, quedaría «${rule}».`,
  workLimit:
    'O cálculo supera o límite de traballo do laboratorio e detívose. Non se mostra ningún resultado, porque un a medias non sería o da regra. Proba cunha votación máis pequena ou divídea por ámbitos.',
  jobFailed: 'Non se puido calcular esta votación. Volve subir o ficheiro.',
  unnamed: (id) => `Proxecto ${id}`,
} satisfies PortalCatalogue['LAB_TEXTS']

export const HEADING_JOB_TEXTS = {
  computing: 'Este distrito ten moitos votos: a selección calcúlase á parte e aparecerá aquí en canto estea.',
  progressLabel: 'Progreso do cálculo da selección',
  electionChanged: 'Os votos ou as propostas do distrito cambiaron mentres se calculaba a selección: calcúlase de novo ao pedila.',
  jobFailed: 'Non foi posible calcular a selección deste distrito. Volve tentalo dentro de media hora.',
  notPreviewed:
    'A selección deste distrito confírmase tal como se calculou na vista previa, e non hai ningunha calculada cos seus datos de agora: volve á vista previa e agarda o resultado.',
} satisfies PortalCatalogue['HEADING_JOB_TEXTS']
