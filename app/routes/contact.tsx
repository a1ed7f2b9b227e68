import { createFileRoute } from '@tanstack/react-router'
import { CONTACT_PAGE } from '@copy'
import { PageHeading } from '../features/static-pages/page-sections'
import { useDocumentTitle } from '../lib/document-title'

export const Route = createFileRoute('/contact')({ component: Contact })

function Contact() {
  useDocumentTitle(CONTACT_PAGE.title)
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={CONTACT_PAGE.title} intro={CONTACT_PAGE.intro} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONTACT_PAGE.cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">{card.title}</h2>
            {card.lines.map((line, i) =>
              i === 0 && 'href' in card ? (
                <a
                  key={line}
                  href={card.href}
                  className="mt-1 flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4"
                >
                  {line}
                </a>
              ) : (
                <p key={line} className="mt-2 text-slate-700">
                  {line}
                </p>
              ),
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
