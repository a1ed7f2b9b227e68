import { BackHomeLink } from '@app/components/back-home-link'
import type { StaticSection } from '@copy/ui-static-pages'

/** The prose sections of a static page: a heading, paragraphs and an optional list each. */
export function PageSections({ sections }: { sections: readonly StaticSection[] }) {
  return sections.map((section) => (
    <section key={section.heading} className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-slate-700">
          {text}
        </p>
      ))}
      {section.list && (
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ))
}

export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <BackHomeLink />
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p>
    </>
  )
}
