import { Link, createFileRoute } from '@tanstack/react-router'
import { CONTACT } from '@domain/contact-data'
import { BUDGET_TERMS_PAGE as T } from '@copy'
import { SubmitInvitation } from '../components/submit-invitation'
import { buttonLook } from '../components/ui/button'
import { PageHeading, PageSections } from '../features/static-pages/page-sections'
import { useDocumentTitle } from '../lib/document-title'
import { useBudgetCycle } from '../lib/system-config'
import { DeadlineNotice } from '../components/deadline-notice'
import { CycleCalendarList } from '../components/cycle-calendar'

export const Route = createFileRoute('/budget-terms')({ component: BudgetTerms })

function BudgetTerms() {
  useDocumentTitle(T.documentTitle)
  const { budgetYear } = useBudgetCycle()
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading title={T.title(budgetYear)} intro={T.intro} />
      <DeadlineNotice className="mt-3 text-lg font-semibold text-slate-900" />
      <CycleCalendarList />
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{T.whatTitle}</h2>
        <p className="mt-3 leading-relaxed text-slate-700">{T.whatText}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {T.features.map((feature) => (
            <li key={feature.title} className="rounded-xl bg-brand-50 p-4">
              <h3 className="font-semibold text-brand-800">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-800">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <PageSections sections={T.sections(budgetYear)} />
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/proposals/executed" className={buttonLook({ look: 'outline', size: 'lg' })}>
          {T.seeExecuted}
        </Link>
        <SubmitInvitation className={buttonLook({ look: 'primary', size: 'lg' })} label={T.sendProposal} />
      </div>
      <section className="mt-10">
        <h2 className="text-xl font-semibold">{T.officesTitle}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {CONTACT.associations.map((a) => (
            <li key={a.district} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold">{T.districtLabel(a.district)}</h3>
              <p className="text-slate-800">{a.name}</p>
              <p className="mt-1 text-sm text-slate-700">{a.office ?? T.noOffice}</p>
            </li>
          ))}
          <li className="rounded-xl border border-brand-600 bg-brand-50 p-4 sm:col-span-2">
            <h3 className="font-semibold text-brand-800">{T.federationTitle}</h3>
            {T.federationLines.map((line) => (
              <p key={line} className="text-slate-800">
                {line}
              </p>
            ))}
          </li>
        </ul>
      </section>
    </article>
  )
}
