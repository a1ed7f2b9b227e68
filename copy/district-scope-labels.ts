import type { Scope } from '@domain/scopes'
import { localized } from './localize'

/** The whole-city option and a missing district, in words (the districts' own names are data). */
export const DISTRICT_LABELS = localized('DISTRICT_LABELS', { Todos: 'Toda la ciudad', none: 'Sin distrito' })

export function districtLabel(district: string | null | undefined): string {
  if (!district) return DISTRICT_LABELS.none
  return district === 'Todos' ? DISTRICT_LABELS.Todos : district
}

/**
 * The scopes' names in words, by the value the data keeps (the spec's spelling, 'Otras categorias / Varios',
 * stays the stored value; its label has its accent), and a proposal without a scope.
 */
export const SCOPE_LABELS = localized('SCOPE_LABELS', {
  none: 'Sin ámbito',
  names: {
    'Cultura y deporte': 'Cultura y deporte',
    'Medio Ambiente': 'Medio Ambiente',
    'Movilidad Urbana': 'Movilidad Urbana',
    'Servicios Sociales': 'Servicios Sociales',
    'Urbanismo y obras': 'Urbanismo y obras',
    'Otras categorias / Varios': 'Otras categorías / Varios',
  } satisfies Record<Scope, string>,
})

/** A scope's name in the language of the moment; a value the list does not know is shown as stored. */
export function scopeLabel(scope: string | null | undefined): string {
  if (!scope) return SCOPE_LABELS.none
  return SCOPE_LABELS.names[scope as Scope] ?? scope
}
