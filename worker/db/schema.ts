import { sql } from 'drizzle-orm'
import { type AnySQLiteColumn, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { STATUSES } from '@domain/statuses'
import { DEFAULT_SCOPE } from '@domain/scopes'
import { BUDGET_SHARE_PERCENT, DEFAULT_BUDGET_YEAR, DEFAULT_SUBMISSION_DEADLINE } from '@domain/constants'
import { FEASIBILITIES, SELECTION_RULES } from '@domain/budget'
import { VOTE_CHANNELS } from '@domain/census'
import { ACCESSIBILITY_REQUEST_KINDS } from '@domain/accessibility'
import type { Language } from '@domain/languages'
import type { ErrorCode } from '@domain/errors'
import type { PhaseNames } from '@domain/milestone-phase-names'
import type { SelectionRecord } from '@domain/outcome'

// Milliseconds since the epoch, filled by SQLite itself so that raw SQL inserts get it too.
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`
const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(nowMs)
// A row that belongs to a person or to a proposal goes when they go.
const userRef = () =>
  integer('user_id')
    .notNull()
    .references((): AnySQLiteColumn => users.id, { onDelete: 'cascade' })
const proposalRef = () =>
  integer('proposal_id')
    .notNull()
    .references((): AnySQLiteColumn => proposals.id, { onDelete: 'cascade' })

/**
 * Residents and admins. Credentials live in the identity provider, never here: `uid` is the provider's
 * subject (`sub`), and `authProvider` says how they sign in ('google.com' or 'password').
 */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uid: text('uid').notNull().unique(),
    username: text('username').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    district: text('district').notNull().default(''),
    entity: text('entity'),
    authProvider: text('auth_provider'),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    /** Whether the holder confirmed `email` at the identity provider (the token says; kept in step with it). */
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    /** The language they chose in the switcher: their notices and e-mails use it. */
    language: text('language').$type<Language>().notNull().default('es'),
    createdAt: createdAt(),
    /** The census record (its HMAC) this account was verified as: one record, one account. */
    censusRecord: text('census_record').unique(),
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('users_email_idx').on(t.email)],
)

/**
 * Sign-in identities an administrator removed as moderation (decision 0043): their requests are refused
 * and never recreate an account, until an administrator unblocks them (then they return as new). An
 * erasure at the person's own request does not block (they may return as new), so it writes nothing here.
 */
export const blockedIdentities = sqliteTable('blocked_identities', {
  uid: text('uid').primaryKey(),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /**
   * The removed account as the officers knew it (its id in the history, user name and e-mail), so that
   * the panel can say whom a block stops and an officer can take it back. Null for blocks made before.
   */
  userId: integer('user_id'),
  username: text('username'),
  email: text('email'),
  /** Made by a GDPR erasure: the person asked for their data to go, and their identity stays out as after moderation. */
  erased: integer('erased', { mode: 'boolean' }).notNull().default(false),
})

/**
 * Proposals. `userId` is null for a visitor's submission (then the submitter_* columns hold the contact
 * data) and becomes null when the author's account is deleted: the proposal stays, orphaned.
 * Photo columns hold R2 keys; answers turn them into URLs.
 */
export const proposals = sqliteTable(
  'proposals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    photoBig: text('photo_big'),
    photoThumb: text('photo_thumb'),
    status: text('status', { enum: STATUSES }).notNull().default('pending'),
    votes: integer('votes').notNull().default(0),
    createdAt: createdAt(),
    district: text('district').notNull(),
    scope: text('scope').notNull().default(DEFAULT_SCOPE),
    submitterName: text('submitter_name'),
    submitterSurname: text('submitter_surname'),
    submitterPhone: text('submitter_phone'),
    submitterEmail: text('submitter_email'),
    approvedAt: integer('approved_at', { mode: 'timestamp_ms' }),
    executedAt: integer('executed_at', { mode: 'timestamp_ms' }),
    /** When it was turned down: the life cycle says 'Rechazada' with this date instead of pending steps. */
    rejectedAt: integer('rejected_at', { mode: 'timestamp_ms' }),
    /** How it reached us (domain/channels.ts); createdAt is the date it was received. */
    channel: text('channel').notNull().default('web'),
    /** The interface language it was written in: shown as written, never translated, and said when it differs. */
    language: text('language').$type<Language>().notNull().default('es'),
    /** The visitor ticked 'Quiero recibir por e-mail los avisos…': status changes are mailed to submitterEmail. */
    submitterNotify: integer('submitter_notify', { mode: 'boolean' }).notNull().default(false),
    // The technical assessment (docs/decisions/0035-the-budget-s-money-and-assessment.md): the verdict, the cost in whole euros and the
    // public report (or the reason it is not feasible) are public; the responsible service is not.
    feasibility: text('feasibility', { enum: FEASIBILITIES }).notNull().default('pending'),
    estimatedCost: integer('estimated_cost'),
    service: text('service'),
    assessment: text('assessment'),
    assessedAt: integer('assessed_at', { mode: 'timestamp_ms' }),
    /** What the works were awarded for and what they finally cost: whole euros, null until known. */
    awardedCost: integer('awarded_cost'),
    finalCost: integer('final_cost'),
    /**
     * The budget year of the cycle it was presented in (docs/decisions/0058): set when it is presented or
     * registered, never moved; every filter, figure and export counts by it. A trigger gives a row written
     * without it (an older backup) the cycle in course.
     */
    cycleYear: integer('cycle_year'),
  },
  (t) => [
    index('proposals_cycle_year_idx').on(t.cycleYear, t.district),
    index('proposals_channel_idx').on(t.channel),
    // The public list is read newest first, optionally narrowed by status, district or scope.
    index('proposals_created_idx').on(t.createdAt, t.id),
    index('proposals_status_created_idx').on(t.status, t.createdAt),
    index('proposals_district_idx').on(t.district, t.createdAt),
    index('proposals_scope_idx').on(t.scope, t.createdAt),
    index('proposals_votes_idx').on(t.status, t.votes),
    index('proposals_user_idx').on(t.userId),
    check('proposals_votes_nonnegative', sql`${t.votes} >= 0`),
    // The selection reads a heading's feasible proposals with a cost.
    index('proposals_feasibility_idx').on(t.district, t.feasibility),
    // The admin table's orders (title, status, scope, votes, each then id) have indexes of their own in
    // migrations/0020_admin-table-order.sql: two are on expressions, which drizzle-kit writes wrongly.
  ],
)

/** One vote per person per proposal: the UNIQUE index is what makes a double vote impossible. */
export const votes = sqliteTable(
  'votes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: userRef(),
    proposalId: proposalRef(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('votes_user_proposal_uq').on(t.userId, t.proposalId), index('votes_proposal_idx').on(t.proposalId)],
)

/**
 * Which sign-in identity has voted on which proposal, by the SHA-256 of the provider's uid. Written in
 * the same batch as the vote and kept when the person's account is deleted or erased (their `votes`
 * rows go, the count stays): the same identity signing in again gets a new `users` row but can never
 * vote twice on one proposal. The hash of a random uid says nothing about anybody once the provider's
 * account is gone too (docs/decisions/0007-one-person-one-vote.md).
 */
export const voteReceipts = sqliteTable(
  'vote_receipts',
  {
    voterHash: text('voter_hash').notNull(),
    proposalId: proposalRef(),
    createdAt: createdAt(),
    /** How the vote came: 'web' (an account), 'census' (no account), or staff's 'paper', 'phone', 'whatsapp', 'table'. */
    channel: text('channel', { enum: VOTE_CHANNELS }).notNull().default('web'),
  },
  (t) => [primaryKey({ columns: [t.voterHash, t.proposalId] }), index('vote_receipts_proposal_idx').on(t.proposalId)],
)

/**
 * The web votes of accounts that had not verified their census record when the council opened census
 * channels (docs/decisions/0065): taken off the count and the receipts then, so that the same person
 * cannot count twice (once under the sign-in identity, once at a table under the census record), and
 * counted again, once, under the record when the identity verifies. Keyed like vote_receipts.
 */
export const heldVotes = sqliteTable(
  'held_votes',
  {
    voterHash: text('voter_hash').notNull(),
    proposalId: proposalRef(),
    /** When the vote was cast: its receipt keeps it when it counts again. */
    votedAt: integer('voted_at', { mode: 'timestamp_ms' }).notNull(),
    heldAt: integer('held_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.voterHash, t.proposalId] }), index('held_votes_proposal_idx').on(t.proposalId)],
)

// ---- The municipal census (padrón): never a document, only keyed hashes (docs/decisions/0038) ----

/**
 * One census import: the file in R2, read by the queue consumer in chunks into the census generation
 * of the same number. `rejected` keeps the first lines refused, with their Spanish reason.
 */
export const censusImports = sqliteTable('census_imports', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  status: text('status', { enum: ['importing', 'done', 'failed'] })
    .notNull()
    .default('importing'),
  adminId: integer('admin_id').notNull(),
  fileKey: text('file_key').notNull(),
  encoding: text('encoding', { enum: ['utf-8', 'windows-1252'] }).notNull(),
  separator: text('separator').notNull(),
  minAge: integer('min_age').notNull(),
  /** The file's lines and bytes, and how far the consumer has read. */
  totalLines: integer('total_lines').notNull(),
  totalBytes: integer('total_bytes').notNull(),
  readLines: integer('read_lines').notNull().default(0),
  readBytes: integer('read_bytes').notNull().default(0),
  rows: integer('rows').notNull().default(0),
  rejectedCount: integer('rejected_count').notNull().default(0),
  rejected: text('rejected', { mode: 'json' }).$type<{ line: number; reason: string }[]>().notNull().default(sql`'[]'`),
  /** A failed import's Spanish reason (no valid row, unreadable file). */
  failure: text('failure'),
  createdAt: createdAt(),
  finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
})

/**
 * The census rows of every generation: the HMAC-SHA-256 (CENSUS_KEY) of the normalised document and
 * birth date, the district, and the first day the person may vote. Only the active generation counts.
 */
export const censusRecords = sqliteTable(
  'census_records',
  {
    generation: integer('generation').notNull(),
    hash: text('hash').notNull(),
    district: text('district').notNull(),
    votesFrom: text('votes_from').notNull(),
  },
  (t) => [primaryKey({ columns: [t.generation, t.hash] })],
)

/** The single row saying which generation is the census: switched in one statement at the end of an import. */
export const censusActive = sqliteTable(
  'census_active',
  {
    id: integer('id').primaryKey(),
    generation: integer('generation').notNull(),
    rows: integer('rows').notNull(),
    since: integer('since', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [check('census_active_single_row', sql`${t.id} = 1`)],
)

/**
 * Every sign-in identity (SHA-256 of its uid, as in vote_receipts) that was ever verified as a census
 * record. Kept when the account is deleted or erased: the votes of that identity stay the record's,
 * so the same person never votes twice under a new account or the same identity.
 */
export const censusIdentities = sqliteTable(
  'census_identities',
  {
    uidHash: text('uid_hash').primaryKey(),
    record: text('record').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('census_identities_record_idx').on(t.record)],
)

/**
 * Census lookups per key and day, found or not (an account, an address, a staff account, a document's
 * HMAC): what the daily limits count, one atomic statement per lookup (worker/census/verify.ts).
 */
export const censusAttempts = sqliteTable(
  'census_attempts',
  {
    key: text('key').notNull(),
    day: text('day').notNull(),
    lookups: integer('lookups').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] })],
)

/** A census vote's receipt code and the proposals it counted for: never who. */
export const voteCodes = sqliteTable(
  'vote_codes',
  {
    code: text('code').notNull(),
    proposalId: proposalRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.proposalId] })],
)

/** The single row of system settings: the CHECK keeps it single, so duplicates cannot arise. */
export const systemConfig = sqliteTable(
  'system_config',
  {
    id: integer('id').primaryKey(),
    votingEnabled: integer('voting_enabled', { mode: 'boolean' }).notNull().default(true),
    /** The council's rules for votes (docs/decisions/0038): residents only, their district only, votes without an account. */
    residentsOnly: integer('residents_only', { mode: 'boolean' }).notNull().default(false),
    ownDistrictOnly: integer('own_district_only', { mode: 'boolean' }).notNull().default(false),
    censusVoting: integer('census_voting', { mode: 'boolean' }).notNull().default(false),
    /** The yearly cycle the council sets (docs/decisions/0025): a year and a YYYY-MM-DD day, §9's until changed. */
    budgetYear: integer('budget_year').notNull().default(DEFAULT_BUDGET_YEAR),
    submissionDeadline: text('submission_deadline').notNull().default(DEFAULT_SUBMISSION_DEADLINE),
    /** The day (YYYY-MM-DD) of the last manual accessibility review, which the accessibility statement publishes. */
    accessibilityReviewedOn: text('accessibility_reviewed_on'),
    /** The council's phases of a proposal's execution, in their order; null keeps the defaults (MILESTONE_PHASES). */
    milestonePhases: text('milestone_phases', { mode: 'json' }).$type<string[]>(),
    /** Their names in the other interface languages, by the Spanish name (docs/decisions/0068); null: none written. */
    milestonePhaseNames: text('milestone_phase_names', { mode: 'json' }).$type<PhaseNames>(),
    /** The interface languages the council offers besides Spanish, which is always on (docs/decisions/0050). */
    languages: text('languages', { mode: 'json' }).$type<Language[]>().notNull().default(sql`'["es"]'`),
    lastUpdated: integer('last_updated', { mode: 'timestamp_ms' }).notNull().default(nowMs),
    updatedBy: integer('updated_by'),
  },
  (t) => [check('system_config_single_row', sql`${t.id} = 1`)],
)

/**
 * A year's participatory budget: the municipal investment budget and the share put to the residents,
 * in whole euros, kept year after year. `rule` is the selection rule the council chose for the cycle
 * (null until its first confirmation), public with the results.
 */
export const budgetYears = sqliteTable(
  'budget_years',
  {
    year: integer('year').primaryKey(),
    investmentBudget: integer('investment_budget').notNull(),
    sharePercent: integer('share_percent').notNull().default(BUDGET_SHARE_PERCENT),
    rule: text('rule', { enum: SELECTION_RULES }),
    comparison: integer('comparison', { mode: 'boolean' }).notNull().default(false),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
  },
  (t) => [
    check('budget_years_investment_nonnegative', sql`${t.investmentBudget} >= 0`),
    check('budget_years_share_percent', sql`${t.sharePercent} BETWEEN 0 AND 100`),
  ],
)

/**
 * A budget year's calendar (docs/decisions/0058): the first and last day (YYYY-MM-DD, city time) of each
 * phase. The phase of the moment is read from these and the day; the council's early moves rewrite them.
 */
export const budgetCalendars = sqliteTable('budget_calendars', {
  year: integer('year').primaryKey(),
  presentationStart: text('presentation_start').notNull(),
  presentationEnd: text('presentation_end').notNull(),
  supportStart: text('support_start').notNull(),
  supportEnd: text('support_end').notNull(),
  assessmentStart: text('assessment_start').notNull(),
  assessmentEnd: text('assessment_end').notNull(),
  selectionStart: text('selection_start').notNull(),
  selectionEnd: text('selection_end').notNull(),
  resultsStart: text('results_start').notNull(),
  resultsEnd: text('results_end').notNull(),
  executionStart: text('execution_start').notNull(),
  executionEnd: text('execution_end').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
})

/** Each heading's money in a year: the five districts and the whole city ('Todos'). */
export const budgetHeadings = sqliteTable(
  'budget_headings',
  {
    year: integer('year')
      .notNull()
      .references(() => budgetYears.year, { onDelete: 'cascade' }),
    district: text('district').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.district] }), check('budget_headings_amount_nonnegative', sql`${t.amount} >= 0`)],
)

/**
 * A heading's confirmed selection. The primary key is what makes two administrators confirming the
 * same heading at once end in one result: the second insert fails and its whole batch is rolled back.
 * `changes` holds the board's exclusions and inclusions with their public reasons.
 */
export const budgetSelections = sqliteTable(
  'budget_selections',
  {
    year: integer('year').notNull(),
    district: text('district').notNull(),
    rule: text('rule', { enum: SELECTION_RULES }).notNull(),
    comparison: integer('comparison', { mode: 'boolean' }).notNull().default(false),
    /** The election: the heading's proposals the rule chose among (its .pb file reads them back). */
    candidates: text('candidates', { mode: 'json' }).$type<number[]>().notNull(),
    approved: text('approved', { mode: 'json' }).$type<number[]>().notNull(),
    changes: text('changes', { mode: 'json' }).$type<SelectionChange[]>().notNull(),
    /** What the rule read and decided at confirmation (the acta, each candidate's outcome); null before migration 0028. */
    record: text('record', { mode: 'json' }).$type<SelectionRecord>(),
    adminId: integer('admin_id').notNull(),
    confirmedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.year, t.district] })],
)
export interface SelectionChange {
  id: number
  kind: 'excluded' | 'included'
  reason: string
}

/** Cookie preferences per browser session (httpOnly cookie), linked to the user when signed in. */
export const cookieConsent = sqliteTable(
  'cookie_consent',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    necessary: integer('necessary', { mode: 'boolean' }).notNull().default(true),
    functional: integer('functional', { mode: 'boolean' }).notNull().default(false),
    analytics: integer('analytics', { mode: 'boolean' }).notNull().default(false),
    marketing: integer('marketing', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
  },
  (t) => [uniqueIndex('cookie_consent_session_uq').on(t.sessionId), index('cookie_consent_user_idx').on(t.userId)],
)

/**
 * Idempotency keys of proposal submissions: an offline outbox may send the same submission several
 * times; the UNIQUE key turns every repeat into the first answer.
 */
export const idempotencyKeys = sqliteTable('idempotency_keys', {
  key: text('key').primaryKey(),
  proposalId: proposalRef(),
  createdAt: createdAt(),
})

/**
 * A counter per data set, bumped by SQLite triggers on every change (see the migration
 * 0002_data-version-triggers.sql). The proposal list's ETag is its value, so answering
 * "nothing changed" (304) costs one tiny read instead of building the list.
 */
export const dataVersions = sqliteTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
})

/**
 * The history of administrative changes ('Historial'), written in the same D1 batch as the change it
 * records, so neither exists without the other. Only the acting admin's id is kept as "who", and the
 * before/after snapshots hold the changed fields (domain/audit.ts), never anybody's contact data.
 * No foreign keys: the history outlives the proposals, users and admins it mentions.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: createdAt(),
    adminId: integer('admin_id').notNull(),
    action: text('action').notNull(),
    /** 'proposal', 'user', 'config' or 'person' (a GDPR request, identified by nobody's address). */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** JSON objects of the changed fields; null when there was nothing before (created) or after (deleted). */
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    /** The entry this one took back ('Deshacer'). */
    undoOf: integer('undo_of'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    uniqueIndex('audit_log_undo_uq').on(t.undoOf),
  ],
)

// ---- Notices ('Avisos'): who follows what, what changed, and what was delivered on which channel ----

/** A signed-in person follows a proposal: automatically when they submit or vote, or by 'Seguir'. */
export const follows = sqliteTable(
  'follows',
  {
    userId: userRef(),
    proposalId: proposalRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.proposalId] }), index('follows_proposal_idx').on(t.proposalId)],
)

/**
 * A step of an approved proposal's execution, as the council publishes it: the day, the phase, what
 * was done, the progress reached (0–100) and an optional photo (R2 keys, like a proposal's). `reason`
 * says why the progress went back, when it did.
 */
export const milestones = sqliteTable(
  'milestones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    proposalId: proposalRef(),
    /** A calendar day, YYYY-MM-DD. */
    date: text('date').notNull(),
    phase: text('phase').notNull(),
    text: text('text').notNull(),
    progress: integer('progress').notNull(),
    reason: text('reason'),
    photoBig: text('photo_big'),
    photoThumb: text('photo_thumb'),
    createdAt: createdAt(),
  },
  (t) => [
    index('milestones_proposal_idx').on(t.proposalId, t.date, t.id),
    check('milestones_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
)

/**
 * One status change made by an administrator, or one milestone published: the unit that the queue
 * delivers. A milestone's event has status 'milestone' and names it; it goes when the milestone goes.
 */
export const noticeEvents = sqliteTable('notice_events', {
  id: text('id').primaryKey(),
  proposalId: proposalRef(),
  status: text('status').notNull(),
  /** The site the change was made on: the links of its e-mails and pushes. */
  origin: text('origin'),
  /** When the queue took the event; null until then, and the scheduled sweep resends it. */
  queuedAt: integer('queued_at', { mode: 'timestamp_ms' }),
  milestoneId: integer('milestone_id').references((): AnySQLiteColumn => milestones.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})

/** The in-app notice of one event for one follower, written in the same batch as the status change. */
export const notices = sqliteTable(
  'notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: text('event_id')
      .notNull()
      .references(() => noticeEvents.id, { onDelete: 'cascade' }),
    userId: userRef(),
    proposalId: proposalRef(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('notices_event_user_uq').on(t.eventId, t.userId), index('notices_user_idx').on(t.userId, t.id)],
)

/** Channels a signed-in person chose; no row means the defaults (nothing beyond the in-app notices). */
export const notificationSettings = sqliteTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: integer('email', { mode: 'boolean' }).notNull().default(false),
  push: integer('push', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
})

/** A browser's Web Push subscription (RFC 8030), with the keys its messages are encrypted to (RFC 8291). */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: userRef(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/**
 * Every address a notice e-mail went to, with the secret token of its unsubscribe link. A set
 * `unsubscribedAt` stops every notice e-mail to that address, whoever asked for them.
 */
export const noticeEmailAddresses = sqliteTable('notice_email_addresses', {
  email: text('email').primaryKey(),
  token: text('token').notNull().unique(),
  unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
})

/**
 * The double opt-in of a proposal's submitter address (the visitor's box on the anonymous form, the
 * coupon's box at the channel register): the address gets a link with `token` and receives the
 * proposal's notices only once `confirmedAt` is set from that link. `createdAt` also caps how many
 * confirmation e-mails one address receives a day.
 */
export const noticeConfirmations = sqliteTable(
  'notice_confirmations',
  {
    token: text('token').primaryKey(),
    proposalId: proposalRef(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('notice_confirmations_email_idx').on(t.email, t.createdAt), index('notice_confirmations_proposal_idx').on(t.proposalId)],
)

/**
 * One row per (event, channel, recipient) the consumer took on: the primary key is what makes a
 * retried queue batch skip what was already delivered. `sentAt` is null while a delivery is under way.
 */
export const noticeDeliveries = sqliteTable(
  'notice_deliveries',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => noticeEvents.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.channel, t.recipient] })],
)

// ---- Local identity provider (local runs and tests only; see docs/decisions/0002-local-identity.md) ----

export const localIdpAccounts = sqliteTable('local_idp_accounts', {
  localId: text('local_id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  displayName: text('display_name'),
  photoUrl: text('photo_url'),
  provider: text('provider').notNull(),
  /** The Google account's `sub` once Google is linked: Firebase finds Google sign-ins by it first. */
  googleSub: text('google_sub').unique(),
  /** True after a Google sign-in or a password reset by mail; a changed e-mail is unverified again. */
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
  lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
})

export const localIdpRefreshTokens = sqliteTable('local_idp_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  localId: text('local_id')
    .notNull()
    .references(() => localIdpAccounts.localId, { onDelete: 'cascade' }),
  /** How the session began ('password' or 'google.com'): refreshed tokens keep saying so. */
  signInProvider: text('sign_in_provider').notNull().default('password'),
  /** The sign-in time: refreshed tokens keep it as their auth_time. */
  createdAt: createdAt(),
})

export const localIdpKeys = sqliteTable('local_idp_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: text('private_jwk').notNull(),
  publicJwk: text('public_jwk').notNull(),
  createdAt: createdAt(),
})

/** Mails the local provider "sends" (password resets, e-mail confirmations), readable at /__local/mailbox. */
export const localIdpMailbox = sqliteTable('local_idp_mailbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull(),
  kind: text('kind').notNull(),
  /** The account a VERIFY_EMAIL or VERIFY_AND_CHANGE_EMAIL code acts on (the mail goes to its new address). */
  localId: text('local_id'),
  oobCode: text('oob_code').notNull().unique(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  /** The mail's headers as a JSON object (List-Unsubscribe and the like on notice e-mails). */
  headers: text('headers').notNull().default('{}'),
})

/**
 * Selections computed off the request path by the selection queue's consumer (worker/selection-jobs/,
 * decision 0055): the laboratory's uploads and the previews of large headings. `fileKey` is a lab
 * upload in R2 until the job has read it; `input` a heading preview's parameters and `inputKey` the hash
 * of those and of the election they read, so that the same preview is computed once; `result` is the
 * answer, kept so that polling never recomputes it; `refusal` the Spanish reason when the work bound was
 * reached or the input could not be read. The sweeps delete them after a week.
 */
export const selectionJobs = sqliteTable(
  'selection_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['lab', 'heading'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'refused'] })
      .notNull()
      .default('queued'),
    /** Percent done, by stage (read, 'most votes', equal shares with its comparison). */
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    input: text('input', { mode: 'json' }),
    inputKey: text('input_key'),
    result: text('result', { mode: 'json' }),
    refusal: text('refusal'),
    /** The refusal's error code, as the request would have answered it; null is CONFLICT. */
    refusalCode: text('refusal_code').$type<ErrorCode>(),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('selection_jobs_created_at_idx').on(t.createdAt), uniqueIndex('selection_jobs_input_idx').on(t.kind, t.inputKey)],
)

/**
 * Complaints and requests for accessible information sent from the accessibility statement (RD 1112/2018
 * art. 10.2). The e-mail is the only way to answer; `dueOn` is the legal term, fixed when it arrives.
 */
export const accessibilityRequests = sqliteTable(
  'accessibility_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ACCESSIBILITY_REQUEST_KINDS }).notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    page: text('page').notNull().default(''),
    message: text('message').notNull(),
    createdAt: createdAt(),
    dueOn: text('due_on').notNull(),
    answer: text('answer'),
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    answeredBy: integer('answered_by'),
  },
  (t) => [
    index('accessibility_requests_open_idx').on(t.answeredAt, t.dueOn),
    // The receipts mailed to one address in a day, and a person's requests for GDPR access and erasure.
    index('accessibility_requests_email_idx').on(t.email, t.createdAt),
  ],
)

// ---- Neighbourhood tables (issue 33, docs/decisions/0062): a channel that works without signal ----

/**
 * A table ('mesa') the council opened for a place, a day and a window (city time). Its join code is kept
 * as its SHA-256 only; its ballots arrive sealed with `publicKey`, and the private key that opens them is
 * kept sealed under a key derived from the CENSUS_KEY secret, so neither D1 nor a backup can open one.
 */
export const voteTables = sqliteTable(
  'vote_tables',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    place: text('place').notNull(),
    /** Null: the table takes residents of any district. */
    district: text('district'),
    day: text('day').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
    volunteers: text('volunteers', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Hours after `closes` in which ballots taken inside the window are still accepted. */
    graceHours: integer('grace_hours').notNull().default(48),
    cycleYear: integer('cycle_year').notNull(),
    joinCodeHash: text('join_code_hash').notNull(),
    receiptPrefix: text('receipt_prefix').notNull(),
    publicKey: text('public_key').notNull(),
    sealedPrivateKey: text('sealed_private_key').notNull(),
    status: text('status', { enum: ['open', 'closed', 'revoked'] })
      .notNull()
      .default('open'),
    revokedReason: text('revoked_reason'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('vote_tables_join_code_idx').on(t.joinCodeHash),
    uniqueIndex('vote_tables_receipt_prefix_idx').on(t.receiptPrefix),
    index('vote_tables_cycle_idx').on(t.cycleYear),
  ],
)

/** A device that joined a table with its code; its token is kept as its SHA-256 only. */
export const tableDevices = sqliteTable(
  'table_devices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tableId: integer('table_id')
      .notNull()
      .references(() => voteTables.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    joinedAt: integer('joined_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('table_devices_token_idx').on(t.tokenHash), index('table_devices_table_idx').on(t.tableId)],
)

/**
 * One uploaded ballot, by its idempotency key: claimed (outcome null) before it is opened, then its
 * answer stored, so that a retry, a second tab or a second device is answered the same and never
 * counted again. Never the document or the birth date.
 */
export const tableBallots = sqliteTable(
  'table_ballots',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tableId: integer('table_id')
      .notNull()
      .references(() => voteTables.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => tableDevices.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: ['ballot', 'coupon'] }),
    /** The device's clock corrected by the upload's offset. */
    takenAt: integer('taken_at', { mode: 'timestamp_ms' }),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
    /** Null while the ballot is being judged ('pending' to a concurrent retry). */
    outcome: text('outcome', { enum: ['counted', 'partly', 'refused'] }),
    answer: text('answer', { mode: 'json' }),
    receipt: text('receipt'),
  },
  (t) => [uniqueIndex('table_ballots_key_idx').on(t.tableId, t.idempotencyKey), index('table_ballots_receipt_idx').on(t.receipt)],
)

export type ProposalRow = typeof proposals.$inferSelect
export type UserRow = typeof users.$inferSelect
export type CensusImportRow = typeof censusImports.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect
export type MilestoneRow = typeof milestones.$inferSelect
export type VoteTableRow = typeof voteTables.$inferSelect
export type TableDeviceRow = typeof tableDevices.$inferSelect
