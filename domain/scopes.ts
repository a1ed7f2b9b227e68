/** Scopes (ámbitos) of a proposal (§3), spelled exactly as the spec does. */
export const SCOPES = [
  'Cultura y deporte',
  'Medio Ambiente',
  'Movilidad Urbana',
  'Servicios Sociales',
  'Urbanismo y obras',
  'Otras categorias / Varios',
] as const
export type Scope = (typeof SCOPES)[number]

export const DEFAULT_SCOPE: Scope = 'Otras categorias / Varios'
