import { BackHomeLink } from '@app/components/back-home-link'

/** Title block of the list screens, with the back link to the home page (§2). */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="mb-6">
      <BackHomeLink />
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
    </header>
  )
}
