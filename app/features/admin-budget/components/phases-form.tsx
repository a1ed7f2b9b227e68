import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MAX_PHASE_NAME, MAX_PHASES } from '@domain/milestones'
import { MilestonePhasesSchema } from '@schemas'
import { ADMIN_TEXTS, LANGUAGE_TEXTS } from '@copy'
import { languageTag, OTHER_LANGUAGES, type OtherLanguage } from '@domain/languages'
import type { PhaseNames } from '@domain/milestone-phase-names'
import { Button } from '@app/components/ui/button'
import { TextField } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { adminSystemConfigQuery } from '@app/lib/admin-system-config'
import { useSetMilestonePhases } from '../api/budget-api'

const T = ADMIN_TEXTS.config

/**
 * A row of the list: what is typed, its names in the other languages, and the name the phase had when it
 * was already on the council's list.
 */
interface Row {
  key: number
  name: string
  names: Partial<Record<OtherLanguage, string>>
  was?: string
}

/** The settings tab's list of the execution's phases, loaded once the configuration is read. */
export function PhasesForm() {
  const config = useQuery(adminSystemConfigQuery()).data
  if (!config) return null
  // Remounted with the saved list after a change (lastUpdated moves); otherwise it keeps what was typed.
  return <PhasesList key={config.lastUpdated} saved={config.milestonePhases} savedNames={config.milestonePhaseNames} />
}

/**
 * Add, rename, reorder or remove phases, then save the whole list. The shared schema checks it here and
 * in the Worker, which also refuses removing a phase that milestones use; a refusal keeps what was typed.
 */
function PhasesList({ saved, savedNames }: { saved: readonly string[]; savedNames: PhaseNames }) {
  const [rows, setRows] = useState<Row[]>(() => saved.map((name, key) => ({ key, name, names: { ...savedNames[name] }, was: name })))
  const [nextKey, setNextKey] = useState(saved.length)
  const [unchanged, setUnchanged] = useState(false)
  const { errors, check, showRefusal } = useFieldErrors()
  const save = useSetMilestonePhases()

  const update = (next: Row[]) => {
    setUnchanged(false)
    setRows(next)
  }
  // Moving a row may take its button out of the page for a moment: focus goes back to it (or to its
  // other arrow when it reached an end), so a keyboard user can keep moving the same phase.
  const list = useRef<HTMLOListElement>(null)
  const [moved, setMoved] = useState<{ key: number; by: -1 | 1 } | null>(null)
  useEffect(() => {
    if (!moved || !list.current) return
    const button = (by: number) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.key}:${by}"]`)
    const same = button(moved.by)
    ;(same && !same.disabled ? same : button(-moved.by))?.focus()
  }, [moved])
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows]
    ;[next[index], next[index + by]] = [next[index + by], next[index]]
    update(next)
    setMoved({ key: rows[index].key, by })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = { phases: rows.map((r) => ({ name: r.name, names: r.names, ...(r.was === undefined ? {} : { was: r.was }) })) }
    const checked = check(MilestonePhasesSchema, event.currentTarget, body)
    if (!checked) return
    const same = (a: object | undefined, b: object | undefined) =>
      JSON.stringify(Object.entries(a ?? {}).filter(([, n]) => n)) === JSON.stringify(Object.entries(b ?? {}).filter(([, n]) => n))
    if (
      JSON.stringify(checked.phases.map((p) => p.name)) === JSON.stringify(saved) &&
      checked.phases.every((p) => same(p.names, savedNames[p.name]))
    ) {
      setUnchanged(true)
      return
    }
    save.mutate(checked, {
      onError: (error) => {
        showRefusal(error)
        toast({ title: T.phasesFailed, description: errorMessage(error, T.phasesFailed), variant: 'destructive' })
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-700">{T.phaseNamesHint}</p>
      {errors.phases && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.phases}
        </p>
      )}
      <ol ref={list} className="grid gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-56">
              <TextField
                label={T.phaseLabel(index + 1)}
                name={`phases.${index}.name`}
                value={row.name}
                maxLength={MAX_PHASE_NAME}
                autoComplete="off"
                onChange={(e) => update(rows.map((r) => (r.key === row.key ? { ...r, name: e.target.value } : r)))}
                error={errors[`phases.${index}.name`]}
              />
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {OTHER_LANGUAGES.map((language) => (
                  <TextField
                    key={language}
                    label={T.phaseLabelIn(index + 1, LANGUAGE_TEXTS.names[language])}
                    name={`phases.${index}.names.${language}`}
                    lang={languageTag(language)}
                    value={row.names[language] ?? ''}
                    maxLength={MAX_PHASE_NAME}
                    autoComplete="off"
                    onChange={(e) =>
                      update(rows.map((r) => (r.key === row.key ? { ...r, names: { ...r.names, [language]: e.target.value } } : r)))
                    }
                    error={errors[`phases.${index}.names.${language}`]}
                  />
                ))}
              </div>
            </div>
            <div className="flex gap-2">
              <Button
                size="touch"
                data-move={`${row.key}:-1`}
                aria-label={T.phaseUp(row.name)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="touch"
                data-move={`${row.key}:1`}
                aria-label={T.phaseDown(row.name)}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                size="touch"
                look="danger-outline"
                aria-label={T.phaseRemove(row.name)}
                disabled={rows.length === 1}
                onClick={() => update(rows.filter((r) => r.key !== row.key))}
              >
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="touch"
          disabled={rows.length >= MAX_PHASES}
          onClick={() => {
            update([...rows, { key: nextKey, name: '', names: {} }])
            setNextKey(nextKey + 1)
          }}
        >
          {T.phaseAdd}
        </Button>
        <Button type="submit" look="primary" size="touch" disabled={save.isPending}>
          {save.isPending ? ADMIN_TEXTS.saving : T.savePhases}
        </Button>
        {unchanged && (
          <p role="status" className="text-sm text-slate-800">
            {T.phasesUnchanged}
          </p>
        )}
      </div>
    </form>
  )
}
