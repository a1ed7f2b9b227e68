import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { languageTag, sameLanguage } from '@domain/languages'
import { FOLLOW_UP_TEXTS, LANGUAGE_TEXTS, OFFLINE_TEXTS, UI_PROPOSALS } from '@copy'
import { currentLanguage } from '@copy/localize'
import { BackLink } from '@app/components/back-home-link'
import { useDocumentTitle } from '@app/lib/document-title'
import { useNotSavedOffline } from '@app/offline'
import { proposalQuery, type ProposalDetail } from '../api/proposals'
import { formatLongDate } from '@app/lib/format-date'
import { proposalUrl } from '../model/share'
import { ReceivedBy } from '@app/components/received-by'
import { LifeCycleSteps } from './life-cycle-steps'
import { OutcomeBox } from './outcome-box'
import { shareDescription } from '../model/share-description'
import { AssessmentReport, AssessmentRows } from './assessment-facts'
import { ProposalImage } from './proposal-image'
import { buttonLook } from '@app/components/ui/button'
import { FollowButton } from '@app/features/notices'
import { ShareButton } from './share-button'
import { StatusBadge } from '@app/components/status-badge'
import { useShareMeta } from './use-share-meta'
import { VoteButton } from './vote-button'
import { VoteGround } from '../api/vote-ground'
import { CensusVote } from './census-vote'
import { districtLabel } from '@copy/district-scope-labels'
import { takesVotes } from '../model/takes-votes'

const T = UI_PROPOSALS.page

/** The full-screen page of one proposal (§2). `id` is null when the address holds no valid number. */
export function ProposalScreen({ id }: { id: number | null }) {
  const options = proposalQuery(id ?? 0)
  // A proposal the server has just said does not exist (also in a server-rendered page's data) shows as
  // such at once, on the server and in the browser alike, instead of being asked again on mount.
  const missing = (useQueryClient().getQueryState(options.queryKey)?.error as { status?: number } | null)?.status === 404
  const query = useQuery({ ...options, enabled: id !== null, retryOnMount: !missing })
  const notSaved = useNotSavedOffline(query)
  useDocumentTitle(
    id === null
      ? T.invalidId
      : (query.data?.title ?? (notSaved ? OFFLINE_TEXTS.proposalNotSaved : query.isError ? T.notFoundTitle : T.loading)),
  )

  if (id === null) return <Message title={T.invalidId} />
  // Offline, a proposal never opened on this device is not in the persisted cache: say so, not 'not found'.
  if (notSaved)
    return <Message title={OFFLINE_TEXTS.proposalNotSaved} text={OFFLINE_TEXTS.notSavedHint} listLink={OFFLINE_TEXTS.seeSaved} offline />
  if (query.isPending) {
    return (
      <p role="status" className="px-4 py-20 text-center text-lg text-slate-700">
        {T.loading}
      </p>
    )
  }
  if (query.isError && !query.data) return <Message title={T.notFoundTitle} text={T.notFoundText} />
  return <Loaded proposal={query.data} />
}

function Loaded({ proposal: p }: { proposal: ProposalDetail }) {
  // The router's origin, which the server knows too (no `location` there).
  const { origin } = useRouter()
  const photo = p.photoBig ?? p.photoThumb
  const votable = takesVotes(p)
  useShareMeta({ title: p.title, description: shareDescription(p), url: proposalUrl(origin, p.id), image: photo })

  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <BackLink to="/proposals" label={T.back} />
      {photo && <ProposalImage src={photo} alt={p.title} width={1600} height={900} eager className="mt-4 rounded-xl" />}
      <header className="mt-6">
        <div className="flex flex-wrap items-start gap-3">
          {/* The resident's own words, in the language they wrote them (WCAG 3.1.2), never translated. */}
          <h1 lang={languageTag(p.language)} className="text-3xl font-bold text-slate-900">
            {p.title}
          </h1>
          <StatusBadge status={p.status} />
        </div>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
          <span>
            {UI_PROPOSALS.dialog.district}: {districtLabel(p.district)}
          </span>
          <span>
            <time dateTime={p.createdAt}>{T.createdOn(formatLongDate(p.createdAt))}</time>
          </span>
          <ReceivedBy channel={p.channel} />
        </p>
        {/* Catalan and its Valencian wording are one language: nothing to say between them. */}
        {!sameLanguage(p.language, currentLanguage()) && (
          <p data-testid="written-in" className="mt-2 text-sm text-slate-700">
            {LANGUAGE_TEXTS.writtenIn(LANGUAGE_TEXTS.names[p.language])}
          </p>
        )}
      </header>
      <OutcomeBox outcome={p.outcome} />

      <section aria-labelledby="descripcion" className="mt-6">
        <h2 id="descripcion" className="sr-only">
          {T.description}
        </h2>
        <p lang={languageTag(p.language)} className="whitespace-pre-line text-lg leading-relaxed text-slate-800">
          {p.description}
        </p>
      </section>

      <div className="mt-8 flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-xl font-bold text-slate-900">{UI_PROPOSALS.votes(p.votes)}</p>
        <div className="ml-auto flex flex-wrap gap-3">
          {/* An unfeasible proposal takes no votes (the server refuses them): its reason is read below instead. */}
          {votable && (
            <VoteGround>
              <VoteButton proposalId={p.id} district={p.district} surface="page" />
            </VoteGround>
          )}
          {votable && <CensusVote proposalId={p.id} />}
          <FollowButton proposal={p} />
          <ShareButton proposal={p} surface="page" />
        </div>
      </div>

      <section aria-labelledby="evaluacion" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="evaluacion" className="text-xl font-bold text-slate-900">
          {FOLLOW_UP_TEXTS.assessmentTitle}
        </h2>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          <AssessmentRows proposal={p} termClass="text-sm text-slate-700" valueClass="font-semibold text-slate-900" />
        </dl>
        <AssessmentReport proposal={p} className="mt-3" />
      </section>

      <LifeCycleSteps proposal={p} />
    </article>
  )
}

/**
 * A page without its proposal. Offline, the list link is a full load: the service worker then answers with
 * the list page as it was last seen, when the device kept it, besides the data kept for the app.
 */
function Message({
  title,
  text,
  listLink = T.goList,
  offline = false,
}: {
  title: string
  text?: string
  listLink?: string
  offline?: boolean
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {text && <p className="mt-4 text-slate-700">{text}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonLook({ look: 'primary', size: 'lg' })}>
          {T.goHome}
        </Link>
        <Link to="/proposals" reloadDocument={offline} className={buttonLook({ look: 'outline', size: 'lg' })}>
          {listLink}
        </Link>
      </div>
    </div>
  )
}
