import { createFileRoute } from '@tanstack/react-router'
import { LEGAL_PAGE } from '@copy'
import { PageHeading, PageSections } from '../features/static-pages/page-sections'
import { useDocumentTitle } from '../lib/document-title'

export const Route = createFileRoute('/legal-notices')({ component: LegalNotices })

function LegalNotices() {
  useDocumentTitle(LEGAL_PAGE.title)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={LEGAL_PAGE.title} intro={LEGAL_PAGE.intro} />
      <PageSections sections={LEGAL_PAGE.sections} />
    </article>
  )
}
