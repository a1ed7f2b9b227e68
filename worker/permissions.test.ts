import { flatCalendar } from '@domain/cycle-calendar'
import { calendarOpenAt } from './test/calendar'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from './app'
import { cityDay } from '@domain/city-day'
import { DEFAULT_MILESTONE_PHASES } from '@domain/milestones'
import { DEFAULT_BUDGET_YEAR } from '@domain/constants'
import { RECEIPT_ALPHABET, randomCode } from '@domain/receipt-code'
import { sha256Hex } from './tables/keys'
import {
  admin,
  call,
  client,
  moderate,
  newProposal,
  jpegFile,
  proposalForm,
  resident,
  setStatus,
  visitorContact,
  type Person,
} from './test/fixtures'

/**
 * The §6 matrix, one row per route the API serves. Each role acts on objects that belong to "ana":
 * visitor = no token, user = another resident, owner = ana herself, admin = an administrator.
 * A route added to the Worker without a row here fails the last test.
 */
const ROLES = ['visitor', 'user', 'owner', 'admin'] as const
type Role = (typeof ROLES)[number]
interface World {
  ana: Person
  proposalId: number
  photo: string
  consentId: number
  consentCookie: string
  /** A history entry (the admin's paper-ballot count on ana's proposal) that can be taken back. */
  historyId: number
  unsubscribeToken: string
  /** The link of a visitor's pending notice opt-in (the double opt-in's e-mail). */
  confirmToken: string
  /** An identity moderation blocked. */
  blockedUid: string
  /** An unanswered accessibility complaint. */
  accessibilityRequestId: number
  /** Ana's proposal once prioritised, with one milestone. */
  approvedId: number
  milestoneId: number
  /** A laboratory job (queued: the matrix reads it, nothing computes it). */
  labJobId: string
  /** A neighbourhood table open tomorrow, its join code and a device that joined it. */
  table: { id: number; joinCode: string; deviceId: number; deviceToken: string }
}
interface Row {
  path: (w: World) => string
  body?: (w: World, role: Role) => { json?: unknown; form?: FormData }
  /** Headers that make the acting role the owner of a browser-bound object (the consent cookie). */
  headers?: (w: World, role: Role) => Record<string, string>
  expect: Record<Role, number>
}

const censusForm = () => {
  const form = new FormData()
  form.append('file', new File(['documento;fecha;distrito\n12345678Z;1980-01-01;Norte\n'], 'padron.csv'))
  return form
}
const milestoneForm = () => {
  const form = new FormData()
  for (const [k, v] of Object.entries({ date: cityDay(), phase: 'En obras', text: 'Empiezan las obras.', progress: '30' }))
    form.append(k, v)
  return form
}
const everyone = (status: number) => ({ visitor: status, user: status, owner: status, admin: status })
const adminOnly = { visitor: 401, user: 403, owner: 403, admin: 200 }
const signedIn = { visitor: 401, user: 200, owner: 200, admin: 200 }
const profile = (w: World, role: Role) => ({
  json: { name: 'Ana', surname: 'López', phone: '600111222', email: role === 'owner' ? w.ana.email : 'x@example.test' },
})
// A loopback address that no service answers: the local configuration takes it, and nothing leaves the machine.
const pushSubscription = {
  json: { endpoint: 'http://127.0.0.1:9/send/abc', expirationTime: null, keys: { p256dh: 'BAAA', auth: 'AAAA' } },
}
/** A tiny approval election in the pabulib format, for the laboratory. */
function pbForm() {
  const form = new FormData()
  const text = ['META', 'key;value', 'budget;100', 'PROJECTS', 'project_id;cost', '1;60', 'VOTES', 'voter_id;vote', 'v1;1'].join('\n')
  form.set('file', new File([text], 'votacion.pb'))
  return form
}
const consent = { json: { preferences: { functional: true, analytics: false, marketing: false } } }

const MATRIX: Record<string, Row> = {
  'GET /api/proposals': { path: () => '/api/proposals', expect: everyone(200) },
  'GET /api/proposals/:id': { path: (w) => `/api/proposals/${w.proposalId}`, expect: everyone(200) },
  'POST /api/proposals': { path: () => '/api/proposals', body: () => ({ form: proposalForm(visitorContact) }), expect: everyone(201) },
  'PATCH /api/proposals/:id/data': {
    path: (w) => `/api/proposals/${w.proposalId}/data`,
    body: () => ({ form: proposalForm() }),
    expect: adminOnly,
  },
  'PATCH /api/proposals/:id/status': {
    path: (w) => `/api/proposals/${w.proposalId}/status`,
    body: () => ({ json: { status: 'approved' } }),
    expect: adminOnly,
  },
  'GET /api/proposals/:id/assessment': { path: (w) => `/api/proposals/${w.proposalId}/assessment`, expect: adminOnly },
  'PUT /api/proposals/:id/assessment': {
    path: (w) => `/api/proposals/${w.proposalId}/assessment`,
    body: () => ({ json: { feasibility: 'feasible', estimatedCost: 45000, service: 'Obras', assessment: 'Viable.' } }),
    expect: adminOnly,
  },
  'GET /api/budget': { path: () => '/api/budget', expect: everyone(200) },
  'PUT /api/budget': {
    path: () => '/api/budget',
    body: () => ({
      json: {
        year: 2026,
        investmentBudget: 1_000_000,
        sharePercent: 5,
        headings: { Norte: 1, Sur: 1, Este: 1, Oeste: 1, Centro: 1, Todos: 1 },
      },
    }),
    expect: adminOnly,
  },
  // The world has no budget and nothing assessed: an admin gets past the permission to the Spanish refusal.
  'GET /api/admin/selection': {
    path: () => '/api/admin/selection?district=Norte&rule=greedy',
    expect: { visitor: 401, user: 403, owner: 403, admin: 409 },
  },
  'POST /api/admin/selection': {
    path: () => '/api/admin/selection',
    body: () => ({ json: { district: 'Norte', rule: 'equal-shares' } }),
    expect: { visitor: 401, user: 403, owner: 403, admin: 409 },
  },
  // Public once the vote has closed; a year without a budget is not found for anybody.
  'GET /api/budget/:year{[0-9]{4}}/:file{[A-Za-z]+\\.pb}': { path: () => '/api/budget/2019/Norte.pb', expect: everyone(404) },
  'DELETE /api/proposals/:id': { path: (w) => `/api/proposals/${w.proposalId}`, expect: adminOnly },
  'POST /api/proposals/:id/vote': { path: (w) => `/api/proposals/${w.proposalId}/vote`, expect: signedIn },
  'GET /api/proposals/:id/author': { path: (w) => `/api/proposals/${w.proposalId}/author`, expect: adminOnly },
  'POST /api/proposals/:id/milestones': {
    path: (w) => `/api/proposals/${w.approvedId}/milestones`,
    body: () => ({ form: milestoneForm() }),
    expect: { visitor: 401, user: 403, owner: 403, admin: 201 },
  },
  'PATCH /api/proposals/:id/costs': {
    path: (w) => `/api/proposals/${w.approvedId}/costs`,
    body: () => ({ json: { awardedCost: 1000, finalCost: null } }),
    expect: adminOnly,
  },
  'PATCH /api/milestones/:id': {
    path: (w) => `/api/milestones/${w.milestoneId}`,
    body: () => ({ form: milestoneForm() }),
    expect: adminOnly,
  },
  'DELETE /api/milestones/:id': { path: (w) => `/api/milestones/${w.milestoneId}`, expect: adminOnly },
  'GET /api/user': { path: () => '/api/user', expect: signedIn },
  'GET /api/user/proposals': { path: () => '/api/user/proposals', expect: signedIn },
  'GET /api/user/votes': { path: () => '/api/user/votes', expect: signedIn },
  'GET /api/users': { path: () => '/api/users', expect: adminOnly },
  'GET /api/users/:id/proposals': { path: (w) => `/api/users/${w.ana.id}/proposals`, expect: adminOnly },
  'PATCH /api/users/:id/role': { path: (w) => `/api/users/${w.ana.id}/role`, body: () => ({ json: { isAdmin: true } }), expect: adminOnly },
  // Object level: only ana edits ana's profile; not even an admin.
  'PATCH /api/users/:id': {
    path: (w) => `/api/users/${w.ana.id}`,
    body: profile,
    expect: { visitor: 401, user: 403, owner: 200, admin: 403 },
  },
  'DELETE /api/users/:id': { path: (w) => `/api/users/${w.ana.id}`, expect: adminOnly },
  'POST /api/auth/google': { path: () => '/api/auth/google', body: () => ({ json: {} }), expect: signedIn },
  'POST /api/auth/email': { path: () => '/api/auth/email', body: () => ({ json: {} }), expect: signedIn },
  'GET /api/system-config': { path: () => '/api/system-config', expect: everyone(200) },
  'PATCH /api/system-config': { path: () => '/api/system-config', body: () => ({ json: { votingEnabled: true } }), expect: adminOnly },
  'PUT /api/system-config/cycle': {
    path: () => '/api/system-config/cycle',
    body: () => ({ json: { budgetYear: 2026, submissionDeadline: '2025-05-12' } }),
    expect: adminOnly,
  },
  'PUT /api/system-config/calendar': {
    path: () => '/api/system-config/calendar',
    body: () => ({ json: { year: 2026, ...flatCalendar(calendarOpenAt('support', '2026-03-01')) } }),
    expect: adminOnly,
  },
  'POST /api/system-config/calendar/advance': {
    path: () => '/api/system-config/calendar/advance',
    body: () => ({ json: { year: 2026, from: 'support' } }),
    expect: adminOnly,
  },
  'PUT /api/system-config/phases': {
    path: () => '/api/system-config/phases',
    // Every phase kept and one added: allowed whatever milestones the world has.
    body: () => ({
      json: { phases: [...DEFAULT_MILESTONE_PHASES.map((name) => ({ name, was: name })), { name: 'Recepción de la obra' }] },
    }),
    expect: adminOnly,
  },
  'PUT /api/system-config/accessibility-review': {
    path: () => '/api/system-config/accessibility-review',
    body: () => ({ json: { reviewedOn: '2026-10-01' } }),
    expect: adminOnly,
  },
  // Anybody may complain or ask for accessible information; only administrators read and answer.
  'POST /api/accessibility/requests': {
    path: () => '/api/accessibility/requests',
    body: () => ({ json: { kind: 'complaint', email: 'rosa@example.test', message: 'No puedo leer el gráfico.' } }),
    expect: everyone(201),
  },
  'GET /api/admin/accessibility': { path: () => '/api/admin/accessibility', expect: adminOnly },
  'POST /api/admin/accessibility/:id/answer': {
    path: (w) => `/api/admin/accessibility/${w.accessibilityRequestId}/answer`,
    body: () => ({ json: { answer: 'Gracias, lo corregimos.' } }),
    expect: adminOnly,
  },
  'PUT /api/system-config/languages': {
    path: () => '/api/system-config/languages',
    body: () => ({ json: { languages: ['es'] } }),
    expect: adminOnly,
  },
  'GET /api/admin/system-config/language-gaps': { path: () => '/api/admin/system-config/language-gaps', expect: adminOnly },
  'GET /api/admin/system-config/unverified-votes': { path: () => '/api/admin/system-config/unverified-votes', expect: adminOnly },
  'PUT /api/user/language': { path: () => '/api/user/language', body: () => ({ json: { language: 'ca' } }), expect: signedIn },
  'POST /api/system-config/fix': { path: () => '/api/system-config/fix', expect: adminOnly },
  'GET /api/admin/system-config': { path: () => '/api/admin/system-config', expect: adminOnly },
  'GET /api/cookie-consent': { path: () => '/api/cookie-consent', expect: everyone(200) },
  'POST /api/cookie-consent': { path: () => '/api/cookie-consent', body: () => consent, expect: everyone(201) },
  // A consent record belongs to a browser session: only that browser (the "owner") may change it.
  'PUT /api/cookie-consent/:id': {
    path: (w) => `/api/cookie-consent/${w.consentId}`,
    body: () => consent,
    headers: (w, role): Record<string, string> => (role === 'owner' ? { cookie: w.consentCookie } : {}),
    expect: { visitor: 404, user: 404, owner: 200, admin: 404 },
  },
  'GET /api/media/:key{.+}': { path: (w) => w.photo, expect: everyone(200) },
  'GET /api/admin/diagnostics/proposals/:id': { path: (w) => `/api/admin/diagnostics/proposals/${w.proposalId}`, expect: adminOnly },
  'GET /api/admin/diagnostics/proposals': { path: () => '/api/admin/diagnostics/proposals', expect: adminOnly },
  'POST /api/admin/proposals': {
    path: () => '/api/admin/proposals',
    body: () => ({ form: proposalForm({ channel: 'papel', receivedAt: '2026-05-01', submitterName: 'Pilar' }) }),
    expect: { visitor: 401, user: 403, owner: 403, admin: 201 },
  },
  'GET /api/results': { path: () => '/api/results', expect: everyone(200) },
  // Public; a year without any confirmed selection has no acta yet.
  'GET /api/results/acta/:year': { path: () => '/api/results/acta/2019', expect: everyone(404) },
  'GET /api/open-data/proposals.json': { path: () => '/api/open-data/proposals.json', expect: everyone(200) },
  'GET /api/accountability': { path: () => '/api/accountability', expect: everyone(200) },
  'GET /api/accountability/impact': { path: () => '/api/accountability/impact', expect: everyone(200) },
  'GET /api/open-data/accountability.json': { path: () => '/api/open-data/accountability.json', expect: everyone(200) },
  'GET /api/open-data/accountability.csv': { path: () => '/api/open-data/accountability.csv', expect: everyone(200) },
  'GET /api/open-data/proposals.csv': { path: () => '/api/open-data/proposals.csv', expect: everyone(200) },
  'PUT /api/proposals/:id/follow': { path: (w) => `/api/proposals/${w.proposalId}/follow`, expect: signedIn },
  'DELETE /api/proposals/:id/follow': { path: (w) => `/api/proposals/${w.proposalId}/follow`, expect: signedIn },
  'GET /api/user/follows': { path: () => '/api/user/follows', expect: signedIn },
  'GET /api/user/notification-settings': { path: () => '/api/user/notification-settings', expect: signedIn },
  'PATCH /api/user/notification-settings': {
    path: () => '/api/user/notification-settings',
    body: () => ({ json: { email: true } }),
    expect: signedIn,
  },
  'GET /api/notifications': { path: () => '/api/notifications', expect: signedIn },
  'POST /api/notifications/read': { path: () => '/api/notifications/read', body: () => ({ json: {} }), expect: signedIn },
  // The unsubscribe link works for whoever holds it (the mail's recipient), signed in or not.
  'GET /api/notifications/unsubscribe/:token': {
    path: (w) => `/api/notifications/unsubscribe/${w.unsubscribeToken}`,
    expect: everyone(200),
  },
  'POST /api/notifications/unsubscribe/:token': {
    path: (w) => `/api/notifications/unsubscribe/${w.unsubscribeToken}`,
    expect: everyone(200),
  },
  // So does the confirmation link of a visitor's notice opt-in.
  'GET /api/notifications/confirm/:token': {
    path: (w) => `/api/notifications/confirm/${w.confirmToken}`,
    expect: everyone(200),
  },
  'POST /api/notifications/confirm/:token': {
    path: (w) => `/api/notifications/confirm/${w.confirmToken}`,
    expect: everyone(200),
  },
  'GET /api/push/public-key': { path: () => '/api/push/public-key', expect: everyone(200) },
  'POST /api/push/subscriptions': {
    path: () => '/api/push/subscriptions',
    body: () => pushSubscription,
    expect: { visitor: 401, user: 201, owner: 201, admin: 201 },
  },
  'DELETE /api/push/subscriptions': {
    path: () => '/api/push/subscriptions',
    body: () => ({ json: { endpoint: pushSubscription.json.endpoint } }),
    expect: signedIn,
  },
  'GET /api/admin/personal-data': { path: (w) => `/api/admin/personal-data?email=${encodeURIComponent(w.ana.email)}`, expect: adminOnly },
  'GET /api/admin/proposals': { path: () => '/api/admin/proposals?sort=title&limit=5', expect: adminOnly },
  'GET /api/admin/proposals/export.csv': { path: () => '/api/admin/proposals/export.csv?status=pending', expect: adminOnly },
  'GET /api/admin/proposals/export.json': { path: () => '/api/admin/proposals/export.json', expect: adminOnly },
  'GET /api/admin/history': { path: (w) => `/api/admin/history?targetId=${w.proposalId}`, expect: adminOnly },
  'GET /api/admin/history/export.csv': { path: () => '/api/admin/history/export.csv', expect: adminOnly },
  'POST /api/admin/history/:id/undo': { path: (w) => `/api/admin/history/${w.historyId}/undo`, expect: adminOnly },
  'GET /api/admin/census': { path: () => '/api/admin/census', expect: adminOnly },
  'GET /api/admin/blocked-identities': { path: () => '/api/admin/blocked-identities', expect: adminOnly },
  'DELETE /api/admin/blocked-identities': {
    path: () => '/api/admin/blocked-identities',
    body: (w) => ({ json: { uid: w.blockedUid } }),
    expect: adminOnly,
  },
  'POST /api/admin/census': {
    path: () => '/api/admin/census',
    body: () => ({ form: censusForm() }),
    expect: { ...adminOnly, admin: 202 },
  },
  'POST /api/admin/selection/simulate': {
    path: () => '/api/admin/selection/simulate',
    body: () => ({ form: pbForm() }),
    expect: { ...adminOnly, admin: 202 },
  },
  'GET /api/admin/selection/simulate/:id': { path: (w) => `/api/admin/selection/simulate/${w.labJobId}`, expect: adminOnly },
  'POST /api/admin/users/:id/verification': {
    path: (w) => `/api/admin/users/${w.ana.id}/verification`,
    body: () => ({ json: { document: '12345678Z', birthDate: '1980-01-01' } }),
    // The census is empty: an admin reaches the check, which finds nobody.
    expect: { ...adminOnly, admin: 404 },
  },
  'DELETE /api/admin/users/:id/verification': {
    path: (w) => `/api/admin/users/${w.ana.id}/verification`,
    body: () => ({ json: { reason: 'Verificada por error' } }),
    // Ana is not verified: an admin reaches the unbinding, which has nothing to take back.
    expect: { ...adminOnly, admin: 409 },
  },
  'POST /api/user/verification': {
    path: () => '/api/user/verification',
    body: () => ({ json: { document: '12345678Z', birthDate: '1980-01-01' } }),
    expect: { visitor: 401, user: 404, owner: 404, admin: 404 },
  },
  'POST /api/proposals/:id/census-vote': {
    path: (w) => `/api/proposals/${w.proposalId}/census-vote`,
    body: () => ({ json: { document: '12345678Z', birthDate: '1980-01-01' } }),
    // 'Votar sin cuenta' is off until the council turns it on, for everyone alike.
    expect: everyone(403),
  },
  'GET /api/receipts/:code': { path: () => '/api/receipts/ABCD-EFGH', expect: everyone(404) },
  'POST /api/admin/paper-votes': {
    path: () => '/api/admin/paper-votes',
    body: (w) => ({ json: { document: '12345678Z', birthDate: '1980-01-01', proposalIds: [w.proposalId], channel: 'paper' } }),
    // Census channels stay closed until 'Solo votan personas empadronadas' is on (decision 0056).
    expect: { ...adminOnly, admin: 403 },
  },
  'POST /api/admin/tables': {
    path: () => '/api/admin/tables',
    body: () => ({
      json: { place: 'Biblioteca', district: null, day: cityDay(), opens: '00:00', closes: '23:59', volunteers: [], graceHours: 48 },
    }),
    expect: { ...adminOnly, admin: 201 },
  },
  'GET /api/admin/tables': { path: () => '/api/admin/tables', expect: adminOnly },
  'POST /api/admin/tables/:id/join-code': { path: (w) => `/api/admin/tables/${w.table.id}/join-code`, expect: adminOnly },
  'POST /api/admin/tables/:id/close': { path: (w) => `/api/admin/tables/${w.table.id}/close`, expect: adminOnly },
  'POST /api/admin/tables/:id/revoke': {
    path: (w) => `/api/admin/tables/${w.table.id}/revoke`,
    body: () => ({ json: { reason: 'Prueba de permisos' } }),
    expect: adminOnly,
  },
  'POST /api/admin/tables/:id/devices/:deviceId/revoke': {
    path: (w) => `/api/admin/tables/${w.table.id}/devices/${w.table.deviceId}/revoke`,
    body: () => ({ json: { reason: 'Prueba de permisos' } }),
    expect: adminOnly,
  },
  'GET /api/admin/tables/:id/record': { path: (w) => `/api/admin/tables/${w.table.id}/record`, expect: adminOnly },
  'GET /api/admin/tables/:id/record.csv': { path: (w) => `/api/admin/tables/${w.table.id}/record.csv`, expect: adminOnly },
  'GET /api/admin/results/by-table': { path: () => '/api/admin/results/by-table', expect: adminOnly },
  'GET /api/open-data/table-votes.csv': { path: () => '/api/open-data/table-votes.csv', expect: everyone(200) },
  // A table's device has no account: its code, then its token, are what it holds, whoever else is signed in.
  'POST /api/tables/join': {
    path: () => '/api/tables/join',
    body: (w) => ({ json: { code: w.table.joinCode, label: 'Móvil 1' } }),
    expect: everyone(201),
  },
  'GET /api/tables/session': {
    path: () => '/api/tables/session',
    headers: (w) => ({ 'x-table-device': w.table.deviceToken }),
    expect: everyone(200),
  },
  'POST /api/tables/ballots': {
    path: () => '/api/tables/ballots',
    headers: (w) => ({ 'x-table-device': w.table.deviceToken }),
    body: () => ({
      json: {
        sentAt: new Date().toISOString(),
        ballots: [
          { key: crypto.randomUUID(), seq: 0, takenAt: new Date().toISOString(), sealed: { key: 'AAAA', iv: 'AAAA', data: 'AAAA' } },
        ],
      },
    }),
    // Census channels stay closed until 'Solo votan personas empadronadas' is on (decision 0056).
    expect: everyone(403),
  },
  'DELETE /api/admin/personal-data': {
    path: (w) => `/api/admin/personal-data?email=${encodeURIComponent(w.ana.email)}`,
    expect: adminOnly,
  },
}

let tables = 0
/**
 * A table straight into D1 (its keys are never used here: no ballot is opened), with a receipt prefix
 * no other world of the same route has and that no receipt row of the matrix begins with.
 */
async function matrixTable(adminId: number): Promise<World['table']> {
  const joinCode = randomCode()
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const table = await env.DB.prepare(
    `INSERT INTO vote_tables (place, day, opens, closes, cycle_year, join_code_hash, receipt_prefix, public_key, sealed_private_key, created_by)
     VALUES ('Centro cívico', ?1, '00:00', '23:59', ?2, ?3, ?4, 'clave', 'sellada', ?5) RETURNING id`,
  )
    .bind(tomorrow, DEFAULT_BUDGET_YEAR, await sha256Hex(joinCode), `2${RECEIPT_ALPHABET[tables++ % RECEIPT_ALPHABET.length]}`, adminId)
    .first<{ id: number }>()
  const deviceToken = crypto.randomUUID()
  const device = await env.DB.prepare("INSERT INTO table_devices (table_id, label, token_hash) VALUES (?1, 'Móvil 1', ?2) RETURNING id")
    .bind(table!.id, await sha256Hex(deviceToken))
    .first<{ id: number }>()
  return { id: table!.id, joinCode, deviceId: device!.id, deviceToken }
}

async function world(): Promise<World & { actors: Record<Role, string | undefined> }> {
  const ana = await resident('ana')
  const luis = await resident('luis')
  const boss = await admin()
  const proposal = await newProposal({ token: ana.token, fields: { image: jpegFile() } })
  const saved = await client()['cookie-consent'].$post(consent)
  await moderate(boss, proposal.id, { votes: 5 })
  const history = await (await client(boss.token).admin.history.$get({ query: { targetId: String(proposal.id) } })).json()
  const approvedId = (await newProposal({ token: ana.token })).id
  await setStatus(boss, approvedId, 'approved')
  const milestone = await call('POST', `/api/proposals/${approvedId}/milestones`, { token: boss.token, body: milestoneForm() })
  const unsubscribeToken = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
  await env.DB.prepare('INSERT INTO notice_email_addresses (email, token) VALUES (?, ?)').bind(ana.email, unsubscribeToken).run()
  const blockedUid = `uid-bloqueada-${crypto.randomUUID()}`
  await env.DB.prepare('INSERT INTO blocked_identities (uid, username, email) VALUES (?, ?, ?)')
    .bind(blockedUid, 'bloqueada', 'bloqueada@example.test')
    .run()
  const confirmToken = unsubscribeToken.split('').reverse().join('')
  await env.DB.prepare('INSERT INTO notice_confirmations (token, proposal_id, email) VALUES (?, ?, ?)')
    .bind(confirmToken, proposal.id, 'lucia@example.test')
    .run()
  // Straight into the table: the route's burst limit would refuse the matrix's many worlds.
  const complaint = await env.DB.prepare(
    "INSERT INTO accessibility_requests (kind, email, message, due_on) VALUES ('complaint', 'ana@example.test', 'El mapa no tiene texto alternativo.', '2099-01-01') RETURNING id",
  ).first<{ id: number }>()
  const labJobId = crypto.randomUUID()
  await env.DB.prepare("INSERT INTO selection_jobs (id, kind, created_by) VALUES (?, 'lab', ?)").bind(labJobId, boss.id).run()
  return {
    table: await matrixTable(boss.id),
    labJobId,
    accessibilityRequestId: complaint!.id,
    approvedId,
    milestoneId: ((await milestone.json()) as { id: number }).id,
    unsubscribeToken,
    confirmToken,
    blockedUid,
    ana,
    proposalId: proposal.id,
    // Without a photo the media row gets 404 for everyone and fails.
    photo: proposal.photoBig ?? '/api/media/none',
    consentId: (await saved.json()).id,
    consentCookie: saved.headers.get('set-cookie')!.split(';')[0],
    historyId: history.items[0].id,
    actors: { visitor: undefined, user: luis.token, owner: ana.token, admin: boss.token },
  }
}

describe('permission matrix (§6), enforced by the Worker', () => {
  for (const [route, row] of Object.entries(MATRIX)) {
    const [method] = route.split(' ')
    it(route, async () => {
      const seen: Record<string, number> = {}
      for (const role of ROLES) {
        const w = await world()
        const body = row.body?.(w, role)
        const res = await call(method, row.path(w), {
          token: w.actors[role],
          json: body?.json,
          body: body?.form,
          headers: row.headers?.(w, role),
        })
        seen[role] = res.status
        if (res.status >= 400) expect(await res.json()).toHaveProperty('message')
      }
      expect(seen).toEqual(row.expect)
    })
  }

  it('has a row for every route the API serves', () => {
    const served = new Set(app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`))
    expect([...served].sort()).toEqual(Object.keys(MATRIX).sort())
  })
})
