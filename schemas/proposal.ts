import * as v from 'valibot'
import * as f from './fields'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import { DISTRICTS } from '@domain/districts'
import { STATUSES } from '@domain/statuses'
import { CHANNELS } from '@domain/channels'
import { cityDay } from '@domain/city-day'
import { notifyByEmail } from './notices'

const T = inSpanish(VALIDATION_TEXTS)

/** What every proposal form sends: the spec's four fields (§5). */
export const ProposalFieldsSchema = v.object({
  title: f.title,
  description: f.description,
  district: f.district,
  scope: f.scope,
})

/** The contact block a visitor (no account) must fill in (§5, §6). */
export const SubmitterSchema = v.object({
  submitterName: f.personName,
  submitterSurname: f.personSurname,
  submitterPhone: f.phone,
  submitterEmail: f.email,
})

/** The visitor's whole form: proposal fields plus contact block. */
export const AnonymousProposalSchema = v.object({ ...ProposalFieldsSchema.entries, ...SubmitterSchema.entries })

const optionalFile = v.optional(v.instance(File, T.text))

/**
 * The multipart body of POST /api/proposals and PATCH /api/proposals/{id}/data. Submitter fields are
 * optional here because only visitors send them; the route applies SubmitterSchema when there is no user.
 */
export const ProposalFormSchema = v.object({
  ...ProposalFieldsSchema.entries,
  image: optionalFile,
  thumbnail: optionalFile,
  submitterName: v.optional(v.string()),
  submitterSurname: v.optional(v.string()),
  submitterPhone: v.optional(v.string()),
  submitterEmail: v.optional(v.string()),
  notifyByEmail,
})

/** The admin's inline edits (§7): one endpoint takes a status, a scope or a votes count. */
export const StatusUpdateSchema = v.pipe(
  v.object({
    status: v.optional(f.status),
    scope: v.optional(f.scopeRequired),
    votes: v.optional(
      v.pipe(v.number(T.votesInteger), v.integer(T.votesInteger), v.minValue(0, T.votesInteger), v.maxValue(100_000_000, T.votesInteger)),
    ),
  }),
  v.check((u) => u.status !== undefined || u.scope !== undefined || u.votes !== undefined, T.statusUpdateEmpty),
)

/**
 * Optional filters and paging of GET /api/proposals. Without any, the answer is the whole list (§7).
 * `cursor` is the `X-Next-Cursor` header of the previous page.
 */
export const ProposalListQuerySchema = v.pipe(
  v.object({
    status: v.optional(
      v.pipe(
        v.string(T.status),
        v.transform((s) => s.split(',')),
        v.array(v.picklist(STATUSES, T.status)),
      ),
    ),
    district: v.optional(v.picklist(DISTRICTS, T.district)),
    scope: v.optional(f.scopeRequired),
    year: v.optional(f.yearQuery),
    q: v.optional(v.pipe(v.string(T.text), v.trim(), v.maxLength(100, T.text))),
    /** 'any': proposals holding any of the words, the most alike first (similar proposals while writing one). */
    words: v.optional(v.picklist(['all', 'any'], T.words)),
    /**
     * 'votes': most voted first (the home page's top 3); 'newest'; 'relevance' (with words). Without it,
     * words are answered most relevant first and everything else newest first.
     */
    sort: v.optional(v.picklist(['newest', 'votes', 'relevance'], T.sort)),
    limit: v.optional(
      v.pipe(v.string(T.pageSize), v.regex(/^[1-9]\d{0,2}$/, T.pageSize), v.transform(Number), v.maxValue(500, T.pageSize)),
    ),
    cursor: v.optional(
      v.pipe(
        v.string(T.cursor),
        // The last item's sort key (its creation in ms, or its relevance, a negative number) and its id.
        v.regex(/^-?\d{1,20}(\.\d{1,30})?(e-\d{1,3})?_\d{1,10}$/, T.cursor),
        v.transform((s) => {
          const [key, id] = s.split('_').map(Number)
          return { key, id }
        }),
      ),
    ),
  }),
  v.check((q) => !(q.sort === 'votes' && q.cursor), T.cursor),
)

/**
 * A proposal an administrator registers from another channel (§1): the coupon's text, the date it was
 * received and the submitter's data as written (a paper coupon may lack a phone or an e-mail).
 */
export const ChannelProposalSchema = v.pipe(
  v.object({
    ...ProposalFieldsSchema.entries,
    channel: v.pipe(
      f.present(T.channel),
      v.picklist(
        CHANNELS.filter((c) => c !== 'web'),
        T.channel,
      ),
    ),
    receivedAt: v.pipe(
      f.calendarDay(T.receivedAt),
      v.check((d) => d >= '2000-01-01' && d <= cityDay(), T.receivedAt),
    ),
    submitterName: f.personName,
    submitterSurname: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, T.surnameMax))),
    submitterPhone: v.optional(v.union([v.literal(''), f.phone], T.phoneMin)),
    submitterEmail: v.optional(v.union([v.literal(''), f.email], T.email)),
    image: v.optional(v.instance(File, T.text)),
    thumbnail: v.optional(v.instance(File, T.text)),
    notifyByEmail,
  }),
  // The coupon asked for e-mail notices: they need an address to go to.
  v.forward(
    v.check((p) => !p.notifyByEmail || !!p.submitterEmail, T.notifyNeedsEmail),
    ['submitterEmail'],
  ),
)
