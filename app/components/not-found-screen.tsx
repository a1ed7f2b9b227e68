import { Link, useLocation } from '@tanstack/react-router'
import { SHELL_TEXTS } from '@copy'
import { useDocumentTitle } from '../lib/document-title'
import { buttonLook } from './ui/button'

const T = SHELL_TEXTS.notFound

/** Any path no route matches (§2): '404 Page Not Found' with a hint for whoever is developing. */
export function NotFoundScreen() {
  useDocumentTitle(T.documentTitle)
  // Named without a trailing slash: the server's router drops it ('/proposal/' reads '/proposal') and the
  // browser's keeps it, so the page drawn and the page hydrated would differ (React's error #418).
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1')
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{T.title}</h1>
      <p className="mt-4 text-slate-700">{T.text}</p>
      <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{T.devHint(pathname)}</p>
      <Link to="/" className={`${buttonLook({ look: 'primary', size: 'lg' })} mt-8`}>
        {T.home}
      </Link>
    </div>
  )
}
