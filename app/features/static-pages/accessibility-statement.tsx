import { useQuery } from '@tanstack/react-query'
import { longDay } from '@copy/dates'
import { STATEMENT_PREPARED_ON } from '@domain/accessibility'
import { ACCESSIBILITY_TEXTS } from '@copy'
import { useDocumentTitle } from '@app/lib/document-title'
import { systemConfigQuery } from '@app/lib/system-config'
import { ComplaintForm } from './complaint-form'
import { PageHeading, PageSections } from './page-sections'

const T = ACCESSIBILITY_TEXTS

function Section({ heading, paragraphs, children }: { heading: string; paragraphs: readonly string[]; children?: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      {paragraphs.map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-slate-700">
          {text}
        </p>
      ))}
      {children}
    </section>
  )
}

/**
 * The accessibility statement (RD 1112/2018 art. 15, the Observatorio de Accesibilidad Web's model), with
 * the day of the last manual review the council sets in the admin panel and the complaints form.
 */
export function AccessibilityStatement() {
  useDocumentTitle(T.title)
  const reviewedOn = useQuery(systemConfigQuery()).data?.accessibilityReviewedOn
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={T.title} intro={T.intro} />
      <Section heading={T.statusHeading} paragraphs={[T.status]} />
      <PageSections sections={T.sections} />
      <Section
        heading={T.preparedHeading}
        paragraphs={[T.prepared(longDay(STATEMENT_PREPARED_ON)), reviewedOn ? T.manualReview(longDay(reviewedOn)) : T.noManualReview]}
      />
      <Section heading={T.contactHeading} paragraphs={T.contact}>
        <h3 className="mt-6 text-lg font-semibold text-slate-900">{T.form.heading}</h3>
        <ComplaintForm />
      </Section>
      <Section heading={T.procedureHeading} paragraphs={T.procedure} />
      <Section heading={T.technicalHeading} paragraphs={T.technical} />
    </article>
  )
}
