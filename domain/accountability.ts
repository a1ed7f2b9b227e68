import { DISTRICTS } from './districts'
import { NOT_STARTED } from './milestones'

/** Every phase the accountability counts, in the order of the works: not started, then the council's phases. */
export const accountabilityPhases = (phases: readonly string[]) => [NOT_STARTED, ...phases]

/** A selected proposal as the accountability reads it: its year, heading, money and where its works stand. */
export interface FollowUpRow {
  id: number
  year: number
  district: string
  status: string
  estimatedCost: number | null
  awardedCost: number | null
  finalCost: number | null
  /** 0–100, or null when nothing was published yet. */
  progress: number | null
  phase: string | null
}

const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0)

/**
 * What the works finally cost: the final costs of the executed proposals. A final cost recorded while a
 * proposal is still 'Priorizada' (works finished but not yet declared executed) counts once it is
 * 'Ejecutada', so a year's 'Coste final' and the executed projects' impact always add up the same.
 */
const finalCostOf = (rows: readonly FollowUpRow[]) => sum(rows.filter((r) => r.status === 'executed').map((r) => r.finalCost))

/** 'Sin iniciar' until a milestone says otherwise. */
export const phaseOf = (row: Pick<FollowUpRow, 'phase'>) => row.phase ?? NOT_STARTED

/** The figures of a group of selected proposals: what they were estimated, awarded and finally cost, by phase, and how far they got. */
function figures(rows: readonly FollowUpRow[], phases: readonly string[]) {
  const byPhase = Object.fromEntries(accountabilityPhases(phases).map((phase) => [phase, rows.filter((r) => phaseOf(r) === phase).length]))
  return {
    selected: sum(rows.map((r) => r.estimatedCost)),
    awarded: sum(rows.map((r) => r.awardedCost)),
    final: finalCostOf(rows),
    proposals: rows.length,
    executed: rows.filter((r) => r.status === 'executed').length,
    byPhase,
    /** A proposal with nothing published counts as 0 %; rounded to a whole percent. Null when none was selected. */
    averageProgress: rows.length ? Math.round(sum(rows.map((r) => r.progress)) / rows.length) : null,
  }
}

/**
 * One year's accountability: per heading (the five districts and the whole city) its amount and the
 * figures of its selected proposals, and the same for the whole year. `/seguimiento`, its open data and
 * the API all read this, with the council's phases of the execution.
 */
export function accountabilityOf(
  rows: readonly FollowUpRow[],
  year: number,
  amounts: ReadonlyMap<string, number>,
  phases: readonly string[],
) {
  const ofYear = rows.filter((r) => r.year === year)
  return {
    year,
    /** The phases counted in `byPhase`, in their order (the council's list after 'Sin iniciar'). */
    phases: accountabilityPhases(phases),
    headings: DISTRICTS.map((district) => ({
      district,
      amount: amounts.get(district) ?? 0,
      ...figures(
        ofYear.filter((r) => r.district === district),
        phases,
      ),
    })),
    totals: { amount: sum([...amounts.values()]), ...figures(ofYear, phases) },
  }
}

/** The years with selected proposals or a budget, newest first. */
export const accountabilityYears = (rows: readonly FollowUpRow[], budgetYears: readonly number[]) =>
  [...new Set([...rows.map((r) => r.year), ...budgetYears])].sort((a, b) => b - a)

/**
 * The impact of the executed projects, every year together: how many, what they finally cost and in
 * which districts. The home card, 'Proyectos Ejecutados' and /seguimiento say these same numbers.
 */
export function impactOf(rows: readonly FollowUpRow[]) {
  const executed = rows.filter((r) => r.status === 'executed')
  return {
    executed: executed.length,
    finalCost: finalCostOf(executed),
    withFinalCost: executed.filter((r) => r.finalCost !== null).length,
    districts: DISTRICTS.map((district) => ({ district, executed: executed.filter((r) => r.district === district).length })).filter(
      (d) => d.executed > 0,
    ),
  }
}
