import { count, eq, inArray, sql } from 'drizzle-orm'
import type { MilestonePhasesSchema } from '@schemas'
import type { PhaseNames } from '@domain/milestone-phase-names'
import { OTHER_LANGUAGES } from '@domain/languages'
import { LANGUAGE_TEXTS, SERVER_TEXTS } from '@copy'
import type * as v from 'valibot'
import { AppError } from '../../errors'
import type { Db } from '../client'
import { dataVersions, milestones, systemConfig } from '../schema'
import { audit } from './audit'
import { readSystemConfig, unnamedPhasesIn } from './system-config'

type PhasesInput = v.InferOutput<typeof MilestonePhasesSchema>

/**
 * The council's new list of phases. Each row naming a phase it had (`was`) keeps that phase, renamed if
 * its name changed, and its milestones follow it; a phase no row keeps is removed, which only a phase
 * no milestone uses may be. The names in the other languages are kept by the phase's new name. The list, the renamed milestones, the data version (the cached public pages
 * show the phases) and the history row go in one D1 batch. A change of nothing writes nothing.
 */
export async function writeMilestonePhases(db: Db, input: PhasesInput, adminId: number) {
  const config = await readSystemConfig(db)
  const current = config.milestonePhases
  const next = input.phases.map((p) => p.name)
  if (input.phases.some((p) => p.was !== undefined && !current.includes(p.was))) throw new AppError('CONFLICT', SERVER_TEXTS.phasesStale)
  const kept = new Set(input.phases.flatMap((p) => (p.was === undefined ? [] : [p.was])))
  const removed = current.filter((phase) => !kept.has(phase) && !next.includes(phase))
  if (removed.length) {
    const used = await db
      .select({ phase: milestones.phase, n: count() })
      .from(milestones)
      .where(inArray(milestones.phase, removed))
      .groupBy(milestones.phase)
    const first = removed.map((phase) => used.find((u) => u.phase === phase)).find((u) => u !== undefined)
    if (first) {
      const message = SERVER_TEXTS.phaseInUse(first.phase, first.n)
      throw new AppError('CONFLICT', message, { fields: { phases: message } })
    }
  }
  // The names in the other languages as typed, an empty one left out, by the phase's new Spanish name; a
  // row sent without names (a client from before them) keeps the ones its phase had.
  const names: PhaseNames = Object.fromEntries(
    input.phases.map((p) => [
      p.name,
      p.names === undefined
        ? (config.milestonePhaseNames[p.was ?? p.name] ?? {})
        : Object.fromEntries(Object.entries(p.names).filter(([, name]) => name)),
    ]),
  )
  // Every language the portal offers names every phase: the list cannot open a gap the language setting refuses.
  for (const language of OTHER_LANGUAGES.filter((l) => config.languages.includes(l))) {
    const [unnamed] = unnamedPhasesIn(next, names, language)
    if (unnamed !== undefined) {
      const message = SERVER_TEXTS.phaseNameRequired(LANGUAGE_TEXTS.names[language])
      throw new AppError('VALIDATION', message, { fields: { [`phases.${next.indexOf(unnamed)}.names.${language}`]: message } })
    }
  }
  const sameNames = JSON.stringify(names) === JSON.stringify(config.milestonePhaseNames)
  if (JSON.stringify(next) === JSON.stringify(current) && sameNames) return config

  const renames = input.phases.filter((p): p is { name: string; was: string } => p.was !== undefined && p.was !== p.name)
  // One statement for every rename, so that swapping two names cannot merge their milestones.
  const renaming = sql.join(
    renames.map((r) => sql`WHEN ${r.was} THEN ${r.name}`),
    sql` `,
  )
  const values = { id: 1, milestonePhases: next, milestonePhaseNames: names, updatedBy: adminId, lastUpdated: new Date() }
  await db.batch([
    db.insert(systemConfig).values(values).onConflictDoUpdate({ target: systemConfig.id, set: values }),
    ...(renames.length
      ? [
          db
            .update(milestones)
            .set({ phase: sql`CASE ${milestones.phase} ${renaming} ELSE ${milestones.phase} END` })
            .where(
              inArray(
                milestones.phase,
                renames.map((r) => r.was),
              ),
            ),
        ]
      : []),
    // Reordering touches no milestone, yet /seguimiento and its open data list the phases in this order.
    db
      .update(dataVersions)
      .set({ version: sql`${dataVersions.version} + 1` })
      .where(eq(dataVersions.name, 'proposals')),
    audit(db, {
      adminId,
      action: 'config.phases',
      targetType: 'config',
      before: { phases: current, phaseNames: namesInWords(config.milestonePhaseNames) },
      after: { phases: next, phaseNames: namesInWords(names) },
    }),
  ])
  return readSystemConfig(db)
}

/** The names for the history, one entry each: 'En obras (gl): En obras'. */
const namesInWords = (names: PhaseNames) =>
  Object.entries(names).flatMap(([phase, own]) => Object.entries(own).map(([language, name]) => `${phase} (${language}): ${name}`))
