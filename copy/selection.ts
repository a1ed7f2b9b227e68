import type { PbError } from '@domain/selection'
import { localized } from './localize'
/** The selection rules: why a pabulib `.pb` file is refused, and the council's laboratory. */
export const PB_ERROR_TEXTS = localized('PB_ERROR_TEXTS', {
  PB_EMPTY: 'El archivo está vacío.',
  PB_TOO_MANY_LINES: (max: number) =>
    `El archivo tiene demasiadas líneas (el máximo es ${max.toLocaleString('es-ES')}). Divide la votación por ámbitos.`,
  PB_CONTROL_CHARACTER: (line: number) =>
    `Línea ${line}: hay un carácter de control (tabulador, salto de línea dentro de un campo u otro invisible). Guarda el archivo como texto plano UTF-8 separado por punto y coma.`,
  PB_FORMULA: (line: number, text: string) =>
    `Línea ${line}: el campo «${text}» empieza por =, +, - o @ y no es un número. Por seguridad no se aceptan fórmulas de hoja de cálculo.`,
  PB_UNCLOSED_QUOTE: (line: number) => `Línea ${line}: unas comillas se abren y no se cierran.`,
  PB_NO_META: 'No es un archivo pabulib: debe empezar por la sección META.',
  PB_NO_BUDGET: 'La sección META no indica el presupuesto (la línea «budget;…»).',
  PB_BAD_BUDGET: (text: string) =>
    `El presupuesto «${text}» no es un importe válido: escribe una cantidad positiva con punto decimal, por ejemplo 543715.64.`,
  PB_VOTE_TYPE: (text: string) =>
    `El tipo de voto «${text}» no se puede calcular aquí: solo se admiten papeletas de aprobación (vote_type;approval).`,
  PB_NO_PROJECTS: 'Falta la sección PROJECTS con la cabecera project_id;cost.',
  PB_NO_VOTES: 'Falta la sección VOTES con la cabecera voter_id;vote y al menos una papeleta.',
  PB_SECTION_ORDER: (line: number, section: string) =>
    `Línea ${line}: la sección ${section} aparece fuera de orden o repetida (el orden es META, PROJECTS, VOTES).`,
  PB_ROW_LENGTH: (line: number, found: number, expected: number) =>
    `Línea ${line}: tiene ${found} campos y la cabecera de su sección tiene ${expected}.`,
  PB_BAD_COST: (line: number, id: string, text: string) =>
    `Línea ${line}: el coste «${text}» del proyecto «${id}» no es válido: debe ser un número mayor o igual que cero.`,
  PB_BAD_PROJECT_ID: (line: number) => `Línea ${line}: el identificador de proyecto está vacío o contiene una coma.`,
  PB_DUPLICATE_PROJECT: (line: number, id: string) => `Línea ${line}: el proyecto «${id}» aparece dos veces en PROJECTS.`,
  PB_DUPLICATE_VOTER: (line: number, id: string) => `Línea ${line}: el votante «${id}» aparece dos veces en VOTES.`,
  PB_UNKNOWN_PROJECT: (line: number, voter: string, id: string) =>
    `Línea ${line}: la papeleta del votante «${voter}» incluye el proyecto «${id}», que no está en PROJECTS.`,
  PB_REPEATED_VOTE: (line: number, voter: string, id: string) =>
    `Línea ${line}: la papeleta del votante «${voter}» incluye dos veces el proyecto «${id}».`,
  PB_LINE_TOO_LONG: (line: number, max: number) =>
    `Línea ${line}: es demasiado larga (el máximo es ${max.toLocaleString('es-ES')} caracteres por línea).`,
  PB_TOO_MANY_PROJECTS: (found: number, max: number) =>
    `La votación tiene ${found.toLocaleString('es-ES')} proyectos y el máximo es ${max.toLocaleString('es-ES')}. Divide la votación por ámbitos.`,
  PB_TOO_MUCH_WORK: (voters: number, projects: number, max: number) =>
    `La votación es demasiado grande para calcularla aquí: ${voters.toLocaleString('es-ES')} votantes por ${projects.toLocaleString('es-ES')} proyectos supera el máximo de ${max.toLocaleString('es-ES')}. Divide la votación por ámbitos.`,
  PB_BUDGET_LIMIT: (text: string) =>
    `El presupuesto «${text}» supera lo que se puede calcular: como mucho 1.000.000.000.000 y dos decimales.`,
  PB_COST_LIMIT: (line: number, id: string, text: string) =>
    `Línea ${line}: el coste «${text}» del proyecto «${id}» supera lo que se puede calcular: como mucho 1.000.000.000.000 y dos decimales.`,
} as const)

/** A refused file's message in the language of the moment, naming the line and the value at fault. */
export function pbErrorMessage(error: PbError): string {
  const text: string | ((...args: never[]) => string) = PB_ERROR_TEXTS[error.code]
  return typeof text === 'string' ? text : (text as (...args: readonly (string | number)[]) => string)(...error.args)
}

/** The council's laboratory: a `.pb` file in, what both rules would select out, computed off the request and kept a week. */
export const LAB_TEXTS = localized('LAB_TEXTS', {
  tab: 'Laboratorio',
  title: 'Laboratorio de reglas de selección',
  intro:
    'Sube una votación en formato pabulib (.pb): la de un año anterior o la de otra ciudad. Verás qué proyectos saldrían con cada regla y cuánto costarían. No cambia nada del portal; el resultado se guarda una semana.',
  fileLabel: 'Archivo de la votación (.pb)',
  fileHint: 'Texto UTF-8 con las secciones META, PROJECTS y VOTES, de hasta 10 MB. Lo publican pabulib.org y equalshares.net.',
  submit: 'Calcular las dos reglas',
  computing: 'Calculando...',
  progressLabel: 'Progreso del cálculo',
  // The Worker's refusals.
  fileMissing: 'Elige un archivo .pb para calcular.',
  // The answer, in words a board member reads.
  summaryTitle: 'La votación',
  summary: (budget: string, voters: number, projects: number) =>
    `Presupuesto de ${budget}, ${voters.toLocaleString('es-ES')} votantes y ${projects.toLocaleString('es-ES')} proyectos.`,
  greedyExplained:
    'Los proyectos más votados primero; cada uno entra si cabe en el dinero que queda y, si no cabe, se prueba el siguiente.',
  equalSharesExplained: (share: string) =>
    `El dinero se reparte a partes iguales entre los votantes: ${share} por persona (el presupuesto entre los votantes, subido de uno en uno mientras la selección cabe en el presupuesto). Un proyecto entra cuando sus votantes pueden pagarlo entre todos; primero el que más apoyos efectivos tiene.`,
  selectedCount: (count: number) => (count === 1 ? '1 proyecto seleccionado' : `${count} proyectos seleccionados`),
  spent: (cost: string, left: string) => `Cuesta ${cost}; quedan ${left} sin asignar.`,
  columns: { project: 'Proyecto', votes: 'Votos', cost: 'Coste', effectiveVotes: 'Apoyos efectivos', share: 'Pago por votante' },
  effectiveVotesHint:
    'Apoyos efectivos: el coste dividido por lo máximo que pagó cada votante; equivale al número de votantes que lo pagaron a partes iguales.',
  onlyGreedy: 'Solo con «Mayoría de apoyos»',
  onlyEqualShares: 'Solo con «Reparto equitativo»',
  noDifference: 'Las dos reglas seleccionan los mismos proyectos.',
  none: 'Ninguno.',
  comparisonTitle: 'Quién sale ganando',
  comparison: (greedy: number, equalShares: number, equal: number) =>
    `${greedy.toLocaleString('es-ES')} votantes tienen más proyectos suyos seleccionados con «Mayoría de apoyos», ${equalShares.toLocaleString('es-ES')} con «Reparto equitativo» y ${equal.toLocaleString('es-ES')} los mismos con las dos.`,
  comparisonVerdict: (rule: string) => `Con el paso de comparación que usó Wieliczka, se quedaría «${rule}».`,
  workLimit:
    'El cálculo supera el límite de trabajo del laboratorio y se ha detenido. No se muestra ningún resultado, porque uno a medias no sería el de la regla. Prueba con una votación más pequeña o divídela por ámbitos.',
  jobFailed: 'No se pudo calcular esta votación. Vuelve a subir el archivo.',
  unnamed: (id: string) => `Proyecto ${id}`,
} as const)

/** A large heading's preview, computed in the selection queue (decision 0055): the selection tab's wait and the refusals. */
export const HEADING_JOB_TEXTS = localized('HEADING_JOB_TEXTS', {
  computing: 'Este distrito tiene muchos votos: la selección se calcula aparte y aparecerá aquí en cuanto esté.',
  progressLabel: 'Progreso del cálculo de la selección',
  electionChanged: 'Los votos o las propuestas del distrito cambiaron mientras se calculaba la selección: se calcula de nuevo al pedirla.',
  jobFailed: 'No se pudo calcular la selección de este distrito. Vuelve a intentarlo dentro de media hora.',
  notPreviewed:
    'La selección de este distrito se confirma tal como se calculó en la vista previa, y no hay una calculada con sus datos de ahora: vuelve a la vista previa y espera el resultado.',
} as const)
