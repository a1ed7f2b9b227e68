/** The selection rules: why a pabulib `.pb` file is refused, and the council's laboratory. */
export const PB_ERROR_TEXTS = {
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
} as const

export type PbErrorCode = keyof typeof PB_ERROR_TEXTS
