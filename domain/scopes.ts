import { localized } from './texts/localize'

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

/** A proposal without a scope, in words (the scopes' own names are data). */
export const SCOPE_LABELS = localized('SCOPE_LABELS', { none: 'Sin ámbito' })

export function scopeLabel(scope: string | null | undefined): string {
  return scope || SCOPE_LABELS.none
}
