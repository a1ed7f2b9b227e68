import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { NOTICE_TEXTS as T } from '@copy'
import { Spinner } from '@app/components/ui/spinner'
import { useDocumentTitle } from '@app/lib/document-title'
import { usePhaseName } from '@app/lib/phase-name'
import { formatLongDate } from '@app/lib/format-date'
import { StatusBadge } from '@app/components/status-badge'
import { noticeLabel } from '@copy/notice-kind-labels'
import { STATUSES } from '@domain/statuses'
import { noticesQuery, useMarkRead } from '../api/notices'
import { PushToggle } from './push-toggle'
import { ProposalTitleLink } from '@app/components/proposal-title-link'

/** Whether a notice's kind is a proposal's status (the others, an assessment, an outcome or a milestone, have their own names). */
const isStatus = (kind: string) => (STATUSES as readonly string[]).includes(kind)

/**
 * /avisos: the person's notices, newest first, each linking to its proposal. Seeing them marks them
 * read; the ones that were new keep their 'Nuevo' mark until the page is left.
 */
export function NoticesScreen() {
  useDocumentTitle(T.pageTitle)
  const { data, isPending } = useQuery(noticesQuery())
  const markRead = useMarkRead()
  const phaseName = usePhaseName()
  const [seenAsNew, setSeenAsNew] = useState<Set<number> | null>(null)

  useEffect(() => {
    if (!data || seenAsNew) return
    const unread = data.items.filter((n) => n.readAt === null).map((n) => n.id)
    setSeenAsNew(new Set(unread))
    if (unread.length) markRead.mutate(unread)
  }, [data, seenAsNew, markRead])

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{T.pageTitle}</h1>
      <p className="mt-2 text-slate-700">{T.pageIntro}</p>
      <div className="mt-4">
        <PushToggle />
      </div>
      {isPending ? (
        <Spinner />
      ) : !data?.items.length ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{T.empty}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {data.items.map((n) => (
            <li key={n.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                {seenAsNew?.has(n.id) && (
                  <span className="rounded-full bg-red-700 px-2 text-xs leading-5 font-bold text-white">{T.unreadMark}</span>
                )}
                {!isStatus(n.status) ? (
                  <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {noticeLabel(n.status)}
                  </span>
                ) : (
                  <StatusBadge status={n.status} />
                )}
                <span className="text-sm text-slate-700">{formatLongDate(n.createdAt)}</span>
              </div>
              <p className="mt-2 font-semibold break-words text-slate-900">
                <ProposalTitleLink id={n.proposalId} title={n.title} />
              </p>
              <p className="mt-1 text-slate-800">
                {n.phase !== null && n.progress !== null ? T.milestoneLine(phaseName(n.phase), n.progress) : T.noticeLine(n.status)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
