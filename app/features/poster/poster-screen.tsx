import { Link } from '@tanstack/react-router'
import { longDay } from '@copy/dates'
import { CITY_DISTRICTS, type District } from '@domain/districts'
import { POSTER_TEXTS as T, SHELL_TEXTS } from '@copy'
import { Button, buttonLook } from '@app/components/ui/button'
import { useDocumentTitle } from '@app/lib/document-title'
import { useQuery } from '@tanstack/react-query'
import { CycleNow, cycleSentence } from '@app/components/cycle-calendar'
import { systemConfigQuery, useBudgetCycle } from '@app/lib/system-config'
import { otherChannelLines } from './poster-channels'
import { posterTarget } from './poster-model'
import './poster-print.css'
import { QrCode } from './qr-code'

/** The poster chosen now is the filled one. */
const linkClass = `${buttonLook({ look: 'outline', size: 'touch' })} aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`

/** The printable poster with the QR code to the new-proposal form (the general one, or one district's). */
export function PosterScreen({ district }: { district?: District }) {
  useDocumentTitle(district ? T.documentTitleFor(district) : T.documentTitle)
  const target = posterTarget(location.origin, district)
  const cycle = useBudgetCycle()
  const config = useQuery(systemConfigQuery()).data
  // The same rule as every page (domain/budget-cycle.ts): a past date is never printed beside an open
  // process, and a year whose calendar goes on prints where it stands, never 'hasta el próximo año'.
  const deadline = {
    open: T.deadline(longDay(cycle.submissionDeadline)),
    extended: T.deadlineExtended,
    closed:
      config?.calendar && config.votingEnabled && (config.phase || config.nextPhase)
        ? cycleSentence(config)
        : SHELL_TEXTS.submissionsClosed,
  }[cycle.deadline]

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 space-y-4 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-xl text-slate-700">{T.printHint}</p>
          <Button onClick={() => window.print()} look="primary" size="lg">
            {T.print}
          </Button>
        </div>
        <nav aria-label={T.districtsTitle}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to="/cartel" className={linkClass} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                {T.general}
              </Link>
            </li>
            {CITY_DISTRICTS.map((d) => (
              <li key={d}>
                <Link to="/cartel/$district" params={{ district: d }} className={linkClass} activeProps={{ 'aria-current': 'page' }}>
                  {T.districtLine(d)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <article
        aria-labelledby="cartel-titulo"
        className="poster-sheet mx-auto flex aspect-[210/297] w-full max-w-[210mm] flex-col items-center gap-[3%] border border-slate-300 bg-white p-[6%] text-center text-slate-900 shadow-lg print:aspect-auto print:h-[272mm] print:border-0 print:p-0 print:shadow-none"
      >
        <header>
          <p className="text-[clamp(0.9rem,2.6vw,1.4rem)] font-semibold tracking-wide text-brand-700 uppercase print:text-[16pt]">
            {SHELL_TEXTS.footer.council} · {SHELL_TEXTS.footer.federation}
          </p>
          <h1 id="cartel-titulo" className="mt-2 text-[clamp(1.6rem,6vw,3.2rem)] leading-tight font-extrabold print:text-[36pt]">
            {T.budgetName(cycle.budgetYear)}
          </h1>
          {district && (
            <p className="mt-1 text-[clamp(1.2rem,4vw,2.2rem)] font-bold text-brand-700 print:text-[24pt]">{T.districtLine(district)}</p>
          )}
          <p className="mt-2 text-[clamp(1.1rem,3.4vw,1.9rem)] font-semibold print:text-[22pt]">{T.headline}</p>
        </header>
        <p className="rounded-lg bg-brand-700 px-[4%] py-2 text-[clamp(1rem,3vw,1.6rem)] font-bold text-white print:text-[15pt]">
          {deadline}
        </p>
        {/* On screen only: the printed sheet keeps to one A4 page, and its deadline is what a passer-by needs. */}
        {cycle.deadline !== 'closed' && <CycleNow className="text-[clamp(0.95rem,2.6vw,1.3rem)] font-semibold print:hidden" />}
        <div className="flex flex-col items-center">
          <QrCode text={target} label={T.qrAlt(target)} className="aspect-square w-[min(55vw,78mm)] print:w-[78mm]" />
          <p className="mt-2 text-[clamp(0.95rem,2.6vw,1.3rem)] font-semibold print:text-[15pt]">{T.scan}</p>
          <p className="text-[clamp(0.85rem,2.2vw,1.1rem)] print:text-[12pt]">
            {T.orVisit} <span className="font-mono font-semibold break-all">{target}</span>
          </p>
        </div>
        <section aria-labelledby="cartel-canales" className="w-full text-left">
          <h2 id="cartel-canales" className="text-[clamp(1rem,2.8vw,1.4rem)] font-bold print:text-[16pt]">
            {T.otherChannels}
          </h2>
          <ul className="mt-1 list-disc space-y-0.5 pl-6 text-[clamp(0.8rem,2.1vw,1.05rem)] print:text-[12pt]">
            {otherChannelLines(district).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </article>
    </div>
  )
}
