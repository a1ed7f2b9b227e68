import { useQuery } from '@tanstack/react-query'
import { longDay } from '@copy/dates'
import { CYCLE_PHASES, type CyclePhase } from '@domain/cycle-calendar'
import { CYCLE_TEXTS as T } from '@copy'
import { systemConfigQuery } from '../lib/system-config'

interface CycleFacts {
  openPhases: CyclePhase[]
  phase: CyclePhase | null
  phaseUntil: string | null
  nextPhase: { phase: CyclePhase; start: string } | null
}

/**
 * Where the year stands, in one sentence: 'Ahora: Apoyos, hasta el 15 de marzo de 2027. Después:
 * evaluación técnica, desde el 16 de marzo de 2027.' Between phases it says none is open and which comes.
 */
export function cycleSentence(c: CycleFacts): string {
  const names = c.openPhases.map((p) => T.phases[p])
  const now =
    c.phase && c.phaseUntil
      ? T.now(names.length === 2 ? T.together(names[0], names[1]) : T.phases[c.phase], longDay(c.phaseUntil))
      : c.nextPhase
        ? T.between
        : T.over
  return c.nextPhase ? `${now} ${T.next(T.phases[c.nextPhase.phase], longDay(c.nextPhase.start))}` : now
}

/** The sentence of the moment, where the council has set a calendar (nothing otherwise: the switch alone decides). */
export function CycleNow({ className }: { className?: string }) {
  const config = useQuery(systemConfigQuery()).data
  if (!config?.calendar) return null
  return (
    <p data-testid="cycle-now" className={className}>
      {cycleSentence(config)}
    </p>
  )
}

/** The year's calendar, phase by phase with its days; the phase of the moment is marked as the current step. */
export function CycleCalendarList({ headingClass = 'text-xl font-semibold' }: { headingClass?: string }) {
  const config = useQuery(systemConfigQuery()).data
  if (!config?.calendar) return null
  const calendar = config.calendar
  return (
    <section aria-labelledby="calendario" className="mt-8">
      <h2 id="calendario" className={headingClass}>
        {T.title}
      </h2>
      <CycleNow className="mt-2 font-semibold text-slate-900" />
      <ol data-testid="cycle-calendar" className="mt-4 grid gap-2 sm:grid-cols-2">
        {CYCLE_PHASES.map((phase) => {
          const current = config.openPhases.includes(phase)
          return (
            <li
              key={phase}
              aria-current={current ? 'step' : undefined}
              className={`rounded-lg border p-3 ${current ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
            >
              <span className="block font-semibold text-slate-900">{T.phases[phase]}</span>
              <span className="text-sm text-slate-700">{T.range(longDay(calendar[phase].start), longDay(calendar[phase].end))}</span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
