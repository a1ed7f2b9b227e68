import { SHELL_TEXTS } from '@domain/texts'
import { useDocumentTitle } from '../lib/document-title'

/** Temporary admin screen until the admin issue delivers the real panel. */
export function AdminPendingScreen({ title }: { title: string }) {
  useDocumentTitle(title)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">{SHELL_TEXTS.admin.pending}</p>
    </div>
  )
}
