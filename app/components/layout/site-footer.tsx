import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SHELL_TEXTS } from '@copy'
import { LanguageChoice } from './language-choice'

const T = SHELL_TEXTS.footer
// A whole line of the list on phones, so that each link is a 44 px target.
const linkClass = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline'

/**
 * `start`: a line above the rest (the install offer), empty most of the time. `end`: what closes the
 * page at the bottom right (the cookie preferences button), in its own room.
 */
export function SiteFooter({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 pt-6 text-sm text-slate-700 empty:hidden">{start}</div>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-semibold text-slate-900">
            {T.council} · {T.federation}
          </p>
          <p className="mt-1">{T.rights(new Date().getFullYear())}</p>
        </div>
        <nav aria-label={T.linksLabel}>
          <ul className="flex flex-col md:flex-row md:flex-wrap md:gap-x-6">
            <li>
              <Link to="/seguimiento" className={linkClass}>
                {T.followUp}
              </Link>
            </li>
            <li>
              <Link to="/resultados" className={linkClass}>
                {T.results}
              </Link>
            </li>
            <li>
              <Link to="/legal-notices" className={linkClass}>
                {T.legal}
              </Link>
            </li>
            <li>
              <Link to="/accesibilidad" className={linkClass}>
                {T.accessibility}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {T.contact}
              </Link>
            </li>
            <li>
              <Link to="/budget-terms" className={linkClass}>
                {T.terms}
              </Link>
            </li>
          </ul>
        </nav>
        <LanguageChoice footer />
        {end}
      </div>
    </footer>
  )
}
