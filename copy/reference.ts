import { DISTRICT_LABELS, SCOPE_LABELS } from './district-scope-labels'
import { CHANNEL_LABELS } from './channel-labels'
import { STATUS_LABELS } from './statuses'
import { BUDGET_LABELS } from './budget-labels'
import { NOTICE_KIND_LABELS } from './notice-kind-labels'
import { CENSUS_REFUSALS } from './census-refusals'
import { ERROR_TEXTS } from './errors'
import * as TEXTS from './index'
import { spanishReference } from './localize'
import { ASSESSMENT_COLUMNS, PROPOSAL_COLUMNS } from './proposal-columns'
import { FIELD_LABELS } from './validation'

/**
 * Every Spanish text, by export name: what a catalogue is checked against. localized() is free of side
 * effects for the bundler, so a bundle keeps only the exports it reads; reading the whole namespace here
 * keeps them all wherever completeness is judged (the Worker's language setting, the catalogue test).
 */
export function everySpanishText(): Record<string, unknown> {
  // The texts other modules build on are read here too, so that no bundle drops them.
  const others = {
    ERROR_TEXTS,
    BUDGET_LABELS,
    NOTICE_KIND_LABELS,
    CENSUS_REFUSALS,
    FIELD_LABELS,
    PROPOSAL_COLUMNS,
    ASSESSMENT_COLUMNS,
    STATUS_LABELS,
    CHANNEL_LABELS,
    DISTRICT_LABELS,
    SCOPE_LABELS,
  }
  const names = [...Object.keys(TEXTS), ...Object.keys(others).filter((name) => others[name as keyof typeof others])]
  const reference = spanishReference() as Record<string, unknown>
  const missing = names.filter((name) => /^[A-Z_]+$/.test(name) && !(name in reference))
  if (missing.length) throw new Error(`Texts not wrapped with localized(): ${missing.join(', ')}`)
  return reference
}
