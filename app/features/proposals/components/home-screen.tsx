import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { OFFLINE_TEXTS, UI_PROPOSALS } from '@copy'
import { useDocumentTitle } from '@app/lib/document-title'
import { useNotSavedOffline } from '@app/offline'
import { useBudgetCycle } from '@app/lib/system-config'
import { DeadlineNotice } from '@app/components/deadline-notice'
import { CycleNow } from '@app/components/cycle-calendar'
import { buttonLook } from '@app/components/ui/button'
import { topProposalsQuery } from '../api/proposals'
import { SubmitInvitation } from '@app/components/submit-invitation'
import { ACTIVE_STATUSES } from '../model/filters'
import { ProposalSection } from './proposal-section'
import { ImpactSummary } from '@app/features/accountability'

const T = UI_PROPOSALS.home

const primary = buttonLook({ look: 'primary', size: 'lg' })
const secondary = buttonLook({ look: 'outline', size: 'lg' })

export function HomeScreen() {
  useDocumentTitle(T.documentTitle)
  const { budgetYear } = useBudgetCycle()
  const featured = useQuery(topProposalsQuery(ACTIVE_STATUSES))
  const executed = useQuery(topProposalsQuery(['executed']))
  const featuredNotSaved = useNotSavedOffline(featured)
  const executedNotSaved = useNotSavedOffline(executed)
  // A failed load shows the empty message rather than a spinner that never ends; offline without a saved
  // copy, the message says so instead of claiming there are no proposals.
  const shown = (q: typeof featured, notSaved: boolean) => q.data ?? (q.isError || notSaved ? [] : undefined)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{T.heroTitle(budgetYear)}</h1>
        <p className="mt-4 text-lg text-slate-700">{T.heroText}</p>
        <CycleNow className="mt-4 text-lg font-semibold text-slate-900" />
      </header>

      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <HomeCard title={T.sendTitle} text={T.sendText}>
          <DeadlineNotice className="mb-4 font-semibold text-slate-900" />
          <SubmitInvitation className={primary} label={T.sendButton} />
        </HomeCard>
        <HomeCard title={T.activeTitle} text={T.activeText}>
          <Link to="/proposals" className={secondary}>
            {T.activeLink}
          </Link>
        </HomeCard>
        <HomeCard title={T.impactTitle} text={T.impactText}>
          <ImpactSummary className="mb-4 text-slate-800" />
          <Link to="/proposals/executed" className={secondary}>
            {T.impactLink}
          </Link>
        </HomeCard>
      </div>
      <p className="mt-6 text-slate-700">
        {T.resultsText}{' '}
        <Link to="/resultados" className="font-semibold text-brand-700 underline underline-offset-4">
          {T.resultsLink}
        </Link>
      </p>

      <ProposalSection
        title={T.featuredTitle}
        proposals={shown(featured, featuredNotSaved)}
        empty={featuredNotSaved ? OFFLINE_TEXTS.listNotSaved : T.featuredEmpty}
        votable
      />
      <ProposalSection
        title={T.executedTitle}
        proposals={shown(executed, executedNotSaved)}
        empty={executedNotSaved ? OFFLINE_TEXTS.listNotSaved : T.executedEmpty}
        votable={false}
      />
    </div>
  )
}

function HomeCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="flex-1 text-slate-700">{text}</p>
      <div>{children}</div>
    </section>
  )
}
