import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { DEFAULT_BUDGET_CYCLE, deadlineState, type BudgetCycle, type DeadlineState } from '@domain/budget-cycle'
import { api, unwrap } from './api'
import { queryKeys } from './query-keys'

/** votingEnabled also opens and closes submissions (§1): the whole yearly process is open or closed. */
export const systemConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.systemConfig(), queryFn: () => unwrap(api['system-config'].$get()) })

type SystemConfig = Awaited<ReturnType<NonNullable<ReturnType<typeof systemConfigQuery>['queryFn']>>>
type Phase = 'presentation' | 'support'

/**
 * The configuration as a screen that offers to act reads it. A copy restored from the device is stale
 * (main.tsx invalidates it): the first screen that shows a vote button or an invitation asks again, so a
 * closed phase does not offer buttons that can only fail.
 */
const useConfigToAct = () => useQuery({ ...systemConfigQuery(), refetchOnMount: true }).data

/**
 * Whether proposals ('presentation') or votes ('support') are taken today: the calendar's dates and the
 * council's switch, as the server says (docs/decisions/0058); true until it says otherwise (§3: true when
 * absent or not loaded; a copy saved before the calendar existed has only the switch).
 */
const phaseOpen = (config: SystemConfig | undefined, phase: Phase) => (config?.[`${phase}Open`] ?? config?.votingEnabled) !== false

/** The council's census rules for votes; all off until the server says otherwise. */
const censusRules = (config: SystemConfig | undefined) => ({
  residentsOnly: config?.residentsOnly ?? false,
  ownDistrictOnly: config?.ownDistrictOnly ?? false,
  censusVoting: config?.censusVoting ?? false,
})

export function usePhaseOpen(phase: Phase): boolean {
  return phaseOpen(useConfigToAct(), phase)
}

/**
 * Whether votes are taken today and under which census rules, from one read of the configuration: a page
 * of cards has a vote button on each (docs/decisions/0080). The rules stay the same object while the
 * configuration does (the query shares unchanged answers), so what is built from them can be kept.
 */
export function useSupportRules() {
  const config = useConfigToAct()
  const rules = useMemo(() => censusRules(config), [config])
  return { open: phaseOpen(config, 'support'), rules }
}

/**
 * The yearly cycle in force (§9's until the council sets its own, and while not loaded) and what its
 * deadline means today. Every page asks for the configuration (the server renders it in), so the year
 * and the date a page shows are those of the request.
 */
export function useBudgetCycle(): BudgetCycle & { deadline: DeadlineState } {
  const config = useQuery(systemConfigQuery()).data
  const cycle = {
    budgetYear: config?.budgetYear ?? DEFAULT_BUDGET_CYCLE.budgetYear,
    submissionDeadline: config?.submissionDeadline ?? DEFAULT_BUDGET_CYCLE.submissionDeadline,
  }
  // With a calendar, the deadline is presentation's last day and stands only while presentation is open.
  return { ...cycle, deadline: deadlineState({ votingEnabled: phaseOpen(config, 'presentation'), ...cycle }) }
}

/** The census rules alone, for a screen that needs nothing else of the configuration. */
export function useCensusRules() {
  return censusRules(useQuery(systemConfigQuery()).data)
}
