import { Link } from '@tanstack/react-router'
import { RESULTS_TEXTS, SHELL_TEXTS } from '@domain/texts'

const T = SHELL_TEXTS.footer

export function SiteFooter() {
  return (
    // The padding keeps the floating cookie button (bottom right) off the links.
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-8 pb-20 md:pr-20 md:pb-8 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-semibold text-slate-900">
            {T.council} · {T.federation}
          </p>
          <p className="mt-1">{T.rights(new Date().getFullYear())}</p>
        </div>
        <nav aria-label={T.linksLabel}>
          <ul className="flex flex-col gap-2 md:flex-row md:gap-6">
            <li>
              <Link to="/resultados" className="underline-offset-4 hover:underline">
                {RESULTS_TEXTS.footerLink}
              </Link>
            </li>
            <li>
              <Link to="/legal-notices" className="underline-offset-4 hover:underline">
                {T.legal}
              </Link>
            </li>
            <li>
              <Link to="/contact" className="underline-offset-4 hover:underline">
                {T.contact}
              </Link>
            </li>
            <li>
              <Link to="/budget-terms" className="underline-offset-4 hover:underline">
                {T.terms}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
