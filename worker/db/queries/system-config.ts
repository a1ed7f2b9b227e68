import { eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { DEFAULT_BUDGET_CYCLE, type BudgetCycle } from '@domain/budget-cycle'
import { DEFAULT_MILESTONE_PHASES } from '@domain/milestones'
import { phasesWithoutName, type PhaseNames } from '@domain/milestone-phase-names'
import { CATALOGUES, wholeCatalogue } from '@copy/catalogues'
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES, type Language, type OtherLanguage } from '@domain/languages'
import { onlineVotesAreCensusPersons } from '@domain/census'
import { CENSUS_ERRORS } from '@copy'
import { AppError } from '@worker/errors'
import type { Db } from '../client'
import { systemConfig } from '../schema'
import { holdUnverifiedVotes } from '../../census/held-votes'
import { audit, changedFields, type AuditEntry } from './audit'

/**
 * Voting (and submission) is open unless an admin closed it: no row means open (§3), and the yearly
 * cycle is §9's until the council sets its own. Carries the id of the administrator who changed it last:
 * for admin answers only (see publicSystemConfig).
 */
export async function readSystemConfig(db: Db) {
  const row = await db.query.systemConfig.findFirst({ where: eq(systemConfig.id, 1) })
  return {
    votingEnabled: row?.votingEnabled ?? true,
    residentsOnly: row?.residentsOnly ?? false,
    ownDistrictOnly: row?.ownDistrictOnly ?? false,
    censusVoting: row?.censusVoting ?? false,
    budgetYear: row?.budgetYear ?? DEFAULT_BUDGET_CYCLE.budgetYear,
    submissionDeadline: row?.submissionDeadline ?? DEFAULT_BUDGET_CYCLE.submissionDeadline,
    accessibilityReviewedOn: row?.accessibilityReviewedOn ?? null,
    /** The council's phases of the execution, in order (public: milestones and /seguimiento name them). */
    milestonePhases: row?.milestonePhases ?? [...DEFAULT_MILESTONE_PHASES],
    /** Their names in the other languages (public too: pages in those languages show them). */
    milestonePhaseNames: phaseNamesOf(row?.milestonePhases ?? DEFAULT_MILESTONE_PHASES, row?.milestonePhaseNames ?? null),
    languages: row?.languages ?? [DEFAULT_LANGUAGE],
    lastUpdated: row?.lastUpdated.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  }
}

/** The catalogue's name of a phase the portal names itself ('En obras'), in a language's own catalogue. */
const cataloguedPhaseName = (language: OtherLanguage, phase: string): string | undefined =>
  (CATALOGUES[language] as { MILESTONE_PHASE_NAMES?: Record<string, string> } | undefined)?.MILESTONE_PHASE_NAMES?.[phase]

/** The phases with no name in `language`: neither the council's nor, for the portal's own, the catalogue's (Valencian's over Catalan's). */
export const unnamedPhasesIn = (phases: readonly string[], names: PhaseNames, language: OtherLanguage) =>
  phasesWithoutName(
    phases,
    names,
    language,
    (p) => (wholeCatalogue(language).MILESTONE_PHASE_NAMES as Record<string, string> | undefined)?.[p],
  )

/**
 * Each phase's names as the council wrote them, and where it wrote none for a phase the portal names
 * itself, the catalogue's: what the form shows to edit and what the pages read.
 */
function phaseNamesOf(phases: readonly string[], stored: PhaseNames | null): PhaseNames {
  return Object.fromEntries(
    phases.map((phase) => [
      phase,
      Object.fromEntries(
        OTHER_LANGUAGES.flatMap((l) => {
          const name = stored?.[phase]?.[l] ?? cataloguedPhaseName(l, phase)
          return name ? [[l, name]] : []
        }),
      ),
    ]),
  )
}

/** What anybody may read: whether the process is open and its year and deadline (public facts), no administrator id. */
export async function publicSystemConfig(db: Db) {
  const { updatedBy: _, ...open } = await readSystemConfig(db)
  return open
}

type Config = Awaited<ReturnType<typeof readSystemConfig>>
type Settings = Partial<BudgetCycle & { votingEnabled: boolean; accessibilityReviewedOn: string; languages: Language[] } & CensusRules>
export type CensusRules = { residentsOnly: boolean; ownDistrictOnly: boolean; censusVoting: boolean }

/**
 * Changes settings of the single row; the history row goes in the same batch when a value really moves.
 * A change of nothing writes nothing, so the public pages' cache (keyed by lastUpdated) stays valid.
 */
async function writeSettings(
  db: Db,
  settings: Settings,
  action: AuditEntry['action'],
  updatedBy: number,
  /** What else the change does, in the same transaction (census channels opening: held votes). */
  also: (before: Config) => readonly BatchItem<'sqlite'>[] = () => [],
) {
  const before = await readSystemConfig(db)
  const fields = (Object.keys(settings) as (keyof Settings)[]).filter((k) => settings[k] !== undefined)
  const change = changedFields(fields, before, { ...before, ...settings })
  if (!change) return before
  const values = { id: 1, ...Object.fromEntries(fields.map((k) => [k, settings[k]])), updatedBy, lastUpdated: new Date() }
  await db.batch([
    db.insert(systemConfig).values(values).onConflictDoUpdate({ target: systemConfig.id, set: values }),
    audit(db, { adminId: updatedBy, action, targetType: 'config', ...change }),
    ...also(before),
  ])
  return readSystemConfig(db)
}

/** Opens or closes voting (and with it submissions). */
export const writeVoting = (db: Db, votingEnabled: boolean, updatedBy: number) =>
  writeSettings(db, { votingEnabled }, 'config.voting', updatedBy)

/** Sets the year of the budget and the last day for proposals. */
export const writeBudgetCycle = (db: Db, cycle: BudgetCycle, updatedBy: number) =>
  writeSettings(db, { budgetYear: cycle.budgetYear, submissionDeadline: cycle.submissionDeadline }, 'config.cycle', updatedBy)

/** The day of the last manual accessibility review, which the accessibility statement publishes. */
export const writeAccessibilityReview = (db: Db, reviewedOn: string, updatedBy: number) =>
  writeSettings(db, { accessibilityReviewedOn: reviewedOn }, 'config.accessibility', updatedBy)

/**
 * The council's census rules for votes: residents only, their own district only, votes without an
 * account. 'Votar sin cuenta' needs every online vote to be a census person's, or one person could vote
 * twice (docs/decisions/0056): a change that would leave it on without that is refused, either way round.
 * The change that opens census channels holds, in its own batch, the cycle's votes of unverified accounts
 * until they verify (docs/decisions/0065), as read in the same transaction.
 */
export async function writeCensusRules(db: Db, rules: Partial<CensusRules>, updatedBy: number) {
  const after = { ...(await readSystemConfig(db)) }
  for (const [k, on] of Object.entries(rules) as [keyof CensusRules, boolean | undefined][]) if (on !== undefined) after[k] = on
  if (after.censusVoting && !onlineVotesAreCensusPersons(after))
    throw new AppError('CONFLICT', CENSUS_ERRORS.censusVotingNeedsResidents, {
      fields: { [rules.censusVoting ? 'censusVoting' : 'residentsOnly']: CENSUS_ERRORS.censusVotingNeedsResidents },
    })
  return writeSettings(db, rules, 'config.census', updatedBy, (before) =>
    !onlineVotesAreCensusPersons(before) && onlineVotesAreCensusPersons(after) ? holdUnverifiedVotes(db, before.budgetYear, updatedBy) : [],
  )
}

/** The interface languages offered (Spanish first and always). */
export const writeLanguages = (db: Db, languages: Language[], updatedBy: number) =>
  writeSettings(db, { languages }, 'config.languages', updatedBy)
