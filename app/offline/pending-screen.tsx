import { districtLabel } from '@copy/district-scope-labels'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { OFFLINE_TEXTS } from '@copy'
import { Button } from '../components/ui/button'
import { useDocumentTitle } from '../lib/document-title'
import { formatDateTime } from '../lib/format-date'
import type { OutboxItem } from './outbox-item'
import { openDraft } from './outbox-draft'
import { flushOutbox, outbox, useOutboxItems } from './outbox-runtime'
import { useOnline } from './use-online'

const T = OFFLINE_TEXTS.outbox
const STATE_CLASS: Record<OutboxItem['state'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  sending: 'bg-brand-50 text-brand-800',
  delivered: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  'waiting-sign-in': 'bg-slate-200 text-slate-900',
}

/** /pendientes: what waits on this device, in what state, and what the person can do about it. */
export function PendingScreen() {
  useDocumentTitle(T.pageTitle)
  const items = useOutboxItems()
  const online = useOnline()
  const navigate = useNavigate()
  const [retrying, setRetrying] = useState(false)

  async function retry() {
    setRetrying(true)
    await flushOutbox().finally(() => setRetrying(false))
  }
  async function fix(item: OutboxItem) {
    openDraft(item.id)
    await navigate({ to: '/proposals/new' })
  }
  async function discard(item: OutboxItem) {
    if (window.confirm(T.confirmDiscard)) await outbox.discard(item.id)
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{T.pageTitle}</h1>
      <p className="mt-2 text-slate-700">{T.intro}</p>
      {items && items.length === 0 && <p className="mt-6 rounded-lg border border-slate-200 p-4">{T.empty}</p>}
      {items?.some((item) => item.state !== 'rejected') && (
        <Button onClick={retry} disabled={!online || retrying} look="primary" size="lg" className="mt-6">
          {T.retry}
        </Button>
      )}
      <ul className="mt-6 space-y-4">
        {items?.map((item) => (
          <li key={item.id} data-testid="outbox-item" className="rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-semibold">{item.fields.title}</h2>
              <span data-testid="outbox-state" className={`rounded-full px-3 py-1 text-sm font-medium ${STATE_CLASS[item.state]}`}>
                {T.state[item.state]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {districtLabel(item.fields.district)} · {T.savedAt(formatDateTime(item.createdAt))}
              {item.photo && ` · ${T.withPhoto}`}
              {item.asUser && ` · ${T.asUser}`}
            </p>
            {item.message && (
              <p
                data-testid="outbox-message"
                role={item.state === 'rejected' ? 'alert' : undefined}
                className={`mt-2 text-sm ${item.state === 'rejected' ? 'font-medium text-red-800' : 'text-slate-700'}`}
              >
                {item.message}
              </p>
            )}
            {item.fieldErrors && (
              <ul className="mt-1 list-disc pl-6 text-sm text-red-800">
                {Object.values(item.fieldErrors).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            {item.state === 'rejected' && (
              <div className="mt-3 flex gap-3">
                <Button onClick={() => fix(item)} look="outline" size="touch">
                  {T.fix}
                </Button>
                <Button onClick={() => discard(item)} look="danger-outline" size="touch">
                  {T.discard}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
