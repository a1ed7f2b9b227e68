import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import {
  ACCESSIBILITY_TEXTS,
  ADMIN_TEXTS,
  BUDGET_TEXTS,
  CALENDAR_FORM_TEXTS,
  CENSUS_UI_TEXTS,
  CYCLE_TEXTS,
  LANGUAGE_SETTINGS_TEXTS,
} from '@copy'
import { DEFAULT_BUDGET_YEAR } from '@domain/constants'
import { onlineVotesAreCensusPersons } from '@domain/census'
import { Button } from '@app/components/ui/button'
import { CollapsibleSection } from '@app/components/ui/collapsible-section'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { proposalsQuery } from '@app/features/proposals'
import { adminSystemConfigQuery } from '@app/lib/admin-system-config'
import { unverifiedVotesQuery, useFixConfig, useSetCensusRule, useSetVoting } from '../api/settings-api'
import { usersQuery } from '@app/features/admin-users'
import { AccessibilityReviewForm } from './accessibility-tab'
import { SwitchField } from '@app/components/ui/switch-field'
import { BudgetCycleForm, BudgetForm, CalendarForm, PhasesForm } from '@app/features/admin-budget'
import { CensusCard } from '@app/features/admin-census'
import { LanguagesForm } from './languages-form'
import { FullAnalysis, SingleDiagnosis } from './diagnostic-tools'
import { useDiagnosticsScript } from './use-diagnostics-script'

const T = ADMIN_TEXTS.config

function Card({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Tool({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** What opening census channels holds: the votes of unverified accounts, counted afresh (decision 0065). */
function HeldVotesImpact() {
  const held = useQuery({ ...unverifiedVotesQuery(), refetchOnMount: 'always' })
  if (!held.data) return <p className="mt-3 text-sm text-slate-700">{CENSUS_UI_TEXTS.heldCounting}</p>
  return (
    <p data-testid="held-votes" className="mt-3 font-semibold text-slate-900">
      {CENSUS_UI_TEXTS.heldVotes(held.data.votes)}
    </p>
  )
}

/** What opening or closing voting touches: the pending proposals and the registered residents. */
function VotingImpact() {
  const proposals = useQuery({ ...proposalsQuery(), refetchOnMount: 'always' })
  const users = useQuery(usersQuery())
  if (!proposals.data || !users.data) return <p className="mt-3 text-sm text-slate-700">{ADMIN_TEXTS.users.counting}</p>
  const pending = proposals.data.filter((p) => p.status === 'pending').length
  const residents = users.data.filter((u) => !u.isAdmin).length
  return (
    <p data-testid="voting-impact" className="mt-3 font-semibold text-slate-900">
      {T.impact(pending, residents)}
    </p>
  )
}

export function ConfigTab() {
  const config = useQuery(adminSystemConfigQuery())
  // §3: treated as enabled when absent or not loaded.
  const enabled = config.data?.votingEnabled ?? true
  const voting = useSetVoting()
  const censusRule = useSetCensusRule()
  // The switch waiting for confirmation: true to open voting, false to close it.
  const [asking, setAsking] = useState<boolean | null>(null)
  // The census rule waiting for confirmation: the one that would open census channels.
  const [opening, setOpening] = useState<'residentsOnly' | 'ownDistrictOnly' | null>(null)
  const fix = useFixConfig()
  const script = useDiagnosticsScript()
  const tools = script.status === 'ready' ? script.tools : null

  return (
    <div className="grid gap-4">
      {/* The year first: its calendar and, beside it, its money per district. */}
      <Card title={CYCLE_TEXTS.title} text={CALENDAR_FORM_TEXTS.intro}>
        <CalendarForm />
      </Card>
      <Card title={BUDGET_TEXTS.admin.budgetTitle} text={BUDGET_TEXTS.admin.budgetText(config.data?.budgetYear ?? DEFAULT_BUDGET_YEAR)}>
        <BudgetForm />
      </Card>
      <Card title={T.votingTitle} text={T.votingText}>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-800">{T.state}:</span>
          <span
            data-testid="voting-state"
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${enabled ? 'bg-green-700 text-white' : 'bg-slate-200 text-slate-800'}`}
          >
            {enabled ? T.active : T.inactive}
          </span>
          <Button look="primary" disabled={enabled || voting.isPending} onClick={() => setAsking(true)}>
            {T.enable}
          </Button>
          <Button look="danger" disabled={!enabled || voting.isPending} onClick={() => setAsking(false)}>
            {T.disable}
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? T.confirmEnableTitle : T.confirmDisableTitle}
        text={asking ? T.confirmEnable : T.confirmDisable}
        confirmLabel={asking ? T.enable : T.disable}
        danger={asking === false}
        busy={voting.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking !== null && voting.mutate(asking, { onSettled: () => setAsking(null) })}
      >
        {asking !== null && <VotingImpact />}
      </ConfirmDialog>
      <Card title={T.cycleTitle} text={T.cycleText}>
        <BudgetCycleForm />
      </Card>
      <Card title={T.phasesTitle} text={T.phasesText}>
        <PhasesForm />
      </Card>
      <Card title={CENSUS_UI_TEXTS.rulesTitle} text={CENSUS_UI_TEXTS.rulesText}>
        <ul className="grid gap-3">
          {(['residentsOnly', 'ownDistrictOnly', 'censusVoting'] as const).map((rule) => (
            <SwitchField
              key={rule}
              as="li"
              label={CENSUS_UI_TEXTS[rule]}
              description={CENSUS_UI_TEXTS[`${rule}Text`]}
              checked={config.data?.[rule] ?? false}
              disabled={!config.data || censusRule.isPending}
              onChange={(on) =>
                on && rule !== 'censusVoting' && config.data && !onlineVotesAreCensusPersons(config.data)
                  ? setOpening(rule)
                  : censusRule.mutate({ [rule]: on })
              }
            />
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={opening !== null}
        title={CENSUS_UI_TEXTS.holdTitle}
        text={CENSUS_UI_TEXTS.holdText}
        confirmLabel={CENSUS_UI_TEXTS.holdConfirm}
        busy={censusRule.isPending}
        onClose={() => setOpening(null)}
        onConfirm={() => opening && censusRule.mutate({ [opening]: true }, { onSettled: () => setOpening(null) })}
      >
        {opening && <HeldVotesImpact />}
      </ConfirmDialog>
      <CensusCard />
      <Card title={LANGUAGE_SETTINGS_TEXTS.title} text={LANGUAGE_SETTINGS_TEXTS.text}>
        <LanguagesForm />
      </Card>
      <Card title={ACCESSIBILITY_TEXTS.admin.reviewTitle} text={ACCESSIBILITY_TEXTS.admin.reviewText}>
        <AccessibilityReviewForm />
      </Card>

      {/* Tools for when something goes wrong, folded away from everyday work. */}
      <CollapsibleSection title={T.maintenanceTitle}>
        <p className="text-sm text-slate-700">{T.maintenanceSummary}</p>
        <Tool title={T.fixTitle} text={T.maintenanceText}>
          <Button disabled={fix.isPending} onClick={() => fix.mutate()}>
            {T.fix}
          </Button>
          {fix.data && (
            <p role="status" className="mt-3 text-sm text-slate-800">
              {fix.data.message}
            </p>
          )}
        </Tool>
        <Tool title={T.diagnosticsTitle} text={T.diagnosticsText}>
          {script.status === 'failed' && (
            <p role="alert" className="mb-3 text-sm text-red-700">
              {ADMIN_TEXTS.diagnostics.loadFailed}
            </p>
          )}
          <div className="grid gap-6">
            <SingleDiagnosis tools={tools} />
            <FullAnalysis tools={tools} />
          </div>
          <Link to="/admin/diagnostic" className="mt-4 inline-block font-medium text-brand-700 underline">
            {T.openDiagnostics}
          </Link>
        </Tool>
      </CollapsibleSection>
    </div>
  )
}
