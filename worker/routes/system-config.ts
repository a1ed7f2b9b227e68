import { Hono } from 'hono'
import {
  AccessibilityReviewSchema,
  AdvancePhaseSchema,
  BudgetCycleSchema,
  CalendarSchema,
  LanguagesSchema,
  MilestonePhasesSchema,
  SystemConfigSchema,
} from '@schemas'
import { LANGUAGES, OTHER_LANGUAGES, type OtherLanguage } from '@domain/languages'
import { wholeCatalogue } from '@copy/catalogues'
import { catalogueProblems } from '@copy/catalogue-check'
import { everySpanishText } from '@copy/reference'
import { LANGUAGE_TEXTS, SERVER_TEXTS } from '@copy'
import {
  publicSystemConfig,
  readSystemConfig,
  unnamedPhasesIn,
  writeAccessibilityReview,
  writeBudgetCycle,
  writeCensusRules,
  writeLanguages,
  writeVoting,
} from '../db/queries/system-config'
import { writeMilestonePhases } from '../db/queries/milestone-phases'
import { writeCalendar } from '../db/queries/calendar'
import { nestedCalendar } from '@domain/cycle-calendar'
import { advancePhase, cycleFacts } from '../phase'
import { unverifiedVotes } from '../census/held-votes'
import { systemConfig } from '../db/schema'
import type { Db } from '../db/client'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { validate } from '../validate'

export const systemConfigRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ ...(await publicSystemConfig(c.var.db)), ...(await cycleFacts(c.var.db)) }))

  .patch('/', requireAdmin, validate('json', SystemConfigSchema), async (c) => {
    const { votingEnabled, ...rules } = c.req.valid('json')
    const adminId = currentUser(c).id
    if (votingEnabled !== undefined) await writeVoting(c.var.db, votingEnabled, adminId)
    if (Object.values(rules).some((x) => x !== undefined)) await writeCensusRules(c.var.db, rules, adminId)
    return c.json(await readSystemConfig(c.var.db))
  })

  // The yearly cycle: the budget year and the submission deadline every public page shows.
  .put('/cycle', requireAdmin, validate('json', BudgetCycleSchema), async (c) =>
    c.json(await writeBudgetCycle(c.var.db, c.req.valid('json'), currentUser(c).id)),
  )

  // The year's calendar ('Calendario'): the six phases' days, checked together (docs/decisions/0058).
  .put('/calendar', requireAdmin, validate('json', CalendarSchema), async (c) => {
    const { year, ...days } = c.req.valid('json')
    const current = (await readSystemConfig(c.var.db)).budgetYear
    await writeCalendar(c.var.db, year, nestedCalendar(days), currentUser(c).id, current)
    return c.json({ ...(await publicSystemConfig(c.var.db)), ...(await cycleFacts(c.var.db)) })
  })

  // 'Pasar a la siguiente fase': the council moves on early, after a confirmation; the dates move.
  .post('/calendar/advance', requireAdmin, validate('json', AdvancePhaseSchema), async (c) => {
    const { year, from } = c.req.valid('json')
    await advancePhase(c.var.db, year, from, currentUser(c).id)
    return c.json({ ...(await publicSystemConfig(c.var.db)), ...(await cycleFacts(c.var.db)) })
  })

  // The council's phases of the execution: added, renamed (their milestones follow), reordered, or
  // removed when no milestone uses them.
  .put('/phases', requireAdmin, validate('json', MilestonePhasesSchema), async (c) =>
    c.json(await writeMilestonePhases(c.var.db, c.req.valid('json'), currentUser(c).id)),
  )

  // The day of the last manual accessibility review, published by the accessibility statement.
  .put('/accessibility-review', requireAdmin, validate('json', AccessibilityReviewSchema), async (c) =>
    c.json(await writeAccessibilityReview(c.var.db, c.req.valid('json').reviewedOn, currentUser(c).id)),
  )

  // The interface languages: only those whose catalogue is complete may be offered.
  .put('/languages', requireAdmin, validate('json', LanguagesSchema), async (c) => {
    const { languages } = c.req.valid('json')
    const gaps = catalogueGaps()
    if (languages.some((l) => gaps[l] > 0))
      throw new AppError('VALIDATION', LANGUAGE_TEXTS.validation.incomplete, {
        fields: { languages: LANGUAGE_TEXTS.validation.incomplete },
      })
    // The council's own names count as texts of the language: a phase without its name in it is a gap.
    const unnamed = await unnamedPhases(c.var.db)
    const lacking = OTHER_LANGUAGES.find((l) => languages.includes(l) && unnamed[l].length > 0)
    if (lacking) {
      const message = SERVER_TEXTS.phaseNamesMissing(LANGUAGE_TEXTS.names[lacking], unnamed[lacking].map((p) => `«${p}»`).join(', '))
      throw new AppError('VALIDATION', message, { fields: { languages: message } })
    }
    return c.json(await writeLanguages(c.var.db, languages, currentUser(c).id))
  })

  // The spec's maintenance button. The table's CHECK (id = 1) makes a second row impossible, so this
  // only makes sure the single row exists and says honestly that there was nothing to remove.
  .post('/fix', requireAdmin, async (c) => {
    await c.var.db
      .insert(systemConfig)
      .values({ id: 1, updatedBy: currentUser(c).id })
      .onConflictDoNothing()
    return c.json({ message: SERVER_TEXTS.configFixed(0), ...(await readSystemConfig(c.var.db)) })
  })

/** How many texts each language's catalogue lacks or gets wrong (0: it may be offered). */
function catalogueGaps(): Record<string, number> {
  const reference = everySpanishText()
  return Object.fromEntries(LANGUAGES.map((l) => [l, l === 'es' ? 0 : catalogueProblems(reference, wholeCatalogue(l)).length]))
}

/** The council's phases that have no name in each language (Valencian reads Catalan's where it has none). */
async function unnamedPhases(db: Db): Promise<Record<OtherLanguage, string[]>> {
  const { milestonePhases, milestonePhaseNames } = await readSystemConfig(db)
  return Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, unnamedPhasesIn(milestonePhases, milestonePhaseNames, l)])) as Record<
    OtherLanguage,
    string[]
  >
}

/** What each language lacks, the catalogue's texts and the council's phase names together (0: it may be offered). */
async function languageGaps(db: Db): Promise<Record<string, number>> {
  const texts = catalogueGaps()
  const phases = await unnamedPhases(db)
  return Object.fromEntries(LANGUAGES.map((l) => [l, texts[l] + (l === 'es' ? 0 : phases[l].length)]))
}

/** The whole record, with who changed it last: what the admin panel's settings tab reads. */
export const adminSystemConfigRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await readSystemConfig(c.var.db)))
  .get('/language-gaps', requireAdmin, async (c) => c.json(await languageGaps(c.var.db)))
  // How many votes of unverified accounts opening census channels now would hold (decision 0065).
  .get('/unverified-votes', requireAdmin, async (c) =>
    c.json({ votes: await unverifiedVotes(c.var.db, (await readSystemConfig(c.var.db)).budgetYear) }),
  )
