import { localized } from './localize'

/** The whole-city option and a missing district, in words (the districts' own names are data). */
export const DISTRICT_LABELS = localized('DISTRICT_LABELS', { Todos: 'Toda la ciudad', none: 'Sin distrito' })

export function districtLabel(district: string | null | undefined): string {
  if (!district) return DISTRICT_LABELS.none
  return district === 'Todos' ? DISTRICT_LABELS.Todos : district
}

/** A proposal without a scope, in words (the scopes' own names are data). */
export const SCOPE_LABELS = localized('SCOPE_LABELS', { none: 'Sin ámbito' })

export function scopeLabel(scope: string | null | undefined): string {
  return scope || SCOPE_LABELS.none
}
