import { exports, env } from 'cloudflare:workers'
import { hc, type InferRequestType } from 'hono/client'
import { SignJWT } from 'jose'
import { expect, vi } from 'vitest'
import { ERROR_STATUS, type ErrorBody } from '@domain/errors'
import type { app } from '../app'
import { localSigningKey } from '../auth/local-idp/keys'
import { issuerFor } from '../auth/verify-token'

/**
 * Test people: ID tokens signed with the local provider's key, exactly as its REST routes sign them,
 * without going through sign-up for every test.
 */
export async function tokenFor(who: {
  uid: string
  email: string
  provider?: string
  name?: string
  emailVerified?: boolean
  /** When the person signed in (epoch seconds): a refreshed token keeps its sign-in's. Now by default. */
  authTime?: number
}) {
  const key = await localSigningKey(env.DB)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    email: who.email,
    email_verified: who.emailVerified ?? true,
    name: who.name,
    auth_time: who.authTime ?? now,
    user_id: who.uid,
    firebase: { sign_in_provider: who.provider ?? 'password', identities: { email: [who.email] } },
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuerFor(env.FIREBASE_PROJECT_ID))
    .setAudience(env.FIREBASE_PROJECT_ID)
    .setSubject(who.uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(key.privateKey)
}

export interface Person {
  token: string
  id: number
  email: string
}

let counter = 0
let calls = 0
/** A signed-in resident whose row exists (created by their first call, as in real use). */
export async function resident(name = 'vecino'): Promise<Person> {
  const n = ++counter
  const email = `${name}${n}-${crypto.randomUUID().slice(0, 6)}@example.test`
  const token = await tokenFor({ uid: `uid-${name}-${n}-${crypto.randomUUID()}`, email })
  const me = await (await client(token).user.$get()).json()
  return { token, id: me.id, email }
}

export async function admin(): Promise<Person> {
  const person = await resident('admin')
  await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').bind(person.id).run()
  return person
}

// Each call comes from its own address, as different people would, so that per-address limits only
// trip in the tests that mean to trip them (by sending a fixed cf-connecting-ip).
const nextAddress = () => `10.0.${counter % 250}.${++calls % 250}`

export function call(
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({ 'cf-connecting-ip': nextAddress(), ...opts.headers })
  if (opts.token) headers.set('authorization', `Bearer ${opts.token}`)
  let body = opts.body
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(opts.json)
  }
  return exports.default.fetch(new Request(`http://localhost${path}`, { method, headers, body }))
}

/**
 * The whole Worker through the typed client the SPA uses (hc), as `token`'s holder or as a visitor. The SPA's
 * AppType is the API alone; the tests also read the local stand-ins' pages (the mailbox), so they type the whole app.
 */
const site = (token?: string, headers: Record<string, string> = {}) =>
  hc<typeof app>('http://localhost', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(new Request(input, init)),
    headers: (): Record<string, string> => ({
      'cf-connecting-ip': nextAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    }),
  })

/** The API through the typed client, as `token`'s holder or as a visitor, with any extra request headers. */
export const client = (token?: string, headers?: Record<string, string>) => site(token, headers).api

/** Every e-mail the portal or the local provider sent, newest first (`/__local/mailbox.json`). */
export const mailbox = async () => (await site().__local['mailbox.json'].$get()).json()

/** Turns notice e-mails on for the holder of `token`. */
export const emailNoticesOn = (token: string) => call('PATCH', '/api/user/notification-settings', { token, json: { email: true } })

/** A page as the Worker renders it: what a browser or a link preview gets before any script runs. */
export async function renderedPage(path: string, headers: Record<string, string> = {}) {
  const res = await call('GET', path, { headers })
  return { status: res.status, html: await res.text(), headers: res.headers }
}

/** A rendered page's <title>. */
export const pageTitle = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]

/** A rendered page's hreflang alternates, as [language, path]. */
export const hreflangAlternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href).pathname])

/**
 * The status e-mail that an author who chose `language` gets when the administrator prioritises their
 * proposal, once the queue has sent it.
 */
export async function approvalNoticeIn(language: string) {
  const [author, boss] = [await resident(`autora-${language}`), await admin()]
  await emailNoticesOn(author.token)
  expect((await call('PUT', '/api/user/language', { token: author.token, json: { language } })).status).toBe(200)
  const { id } = await newProposal({ token: author.token })
  expect((await setStatus(boss, id, 'approved')).status).toBe(200)
  const mail = await vi.waitFor(
    async () => {
      const sent = (await mailbox()).find((m) => m.kind === 'NOTICE' && m.email === author.email)
      expect(sent).toBeDefined()
      return sent!
    },
    { timeout: 20_000, interval: 100 },
  )
  return { id, mail }
}

/** The queue runs in the background, as under wrangler dev: waits until the e-mails of a proposal's events are all sent, `expected` of them. */
export async function noticeEmailsSent(proposalId: number, expected: number) {
  await vi.waitFor(
    async () => {
      const row = await env.DB.prepare(
        `SELECT count(*) AS n, count(sent_at) AS sent FROM notice_deliveries
          WHERE channel = 'email' AND event_id IN (SELECT id FROM notice_events WHERE proposal_id = ?1)`,
      )
        .bind(proposalId)
        .first()
      expect(row).toEqual({ n: expected, sent: expected })
    },
    { timeout: 20_000, interval: 100 },
  )
}

/** The path of the confirmation link in the newest opt-in confirmation e-mail sent to `address` (the mailbox lists newest first). */
export async function confirmationLink(address: string) {
  const mail = (await mailbox()).find((m) => m.kind === 'NOTICE_CONFIRM' && m.email === address)
  if (!mail) throw new Error(`no confirmation e-mail to ${address}`)
  return new URL(/https?:\/\/\S+\/api\/notifications\/confirm\/[0-9a-f]{64}/.exec(mail.body)![0]).pathname
}

/** The address's holder follows the last confirmation link and presses its button. */
export async function confirmOptIn(address: string) {
  const res = await call('POST', await confirmationLink(address))
  expect(res.status).toBe(200)
}

/**
 * A refusal's body: the error contract (domain/errors.ts), which the typed client does not describe
 * (refusals are thrown AppErrors) and `call` cannot; checked to be the contract with its code's status.
 */
export async function errorOf(res: { status: number; text(): Promise<string> }): Promise<ErrorBody> {
  const body: ErrorBody = JSON.parse(await res.text())
  expect(Object.keys(ERROR_STATUS)).toContain(body.error)
  expect(res.status, `${body.error} answered with ${res.status}`).toBe(ERROR_STATUS[body.error])
  expect(typeof body.message).toBe('string')
  return body
}

/**
 * The headers of a picture of `width` × `height`, as the Worker reads them (magic bytes, then the size);
 * the rest is filler: nothing decodes the pixels.
 */
export function imageBytes(kind: 'jpg' | 'png' | 'gif' | 'webp-lossy' | 'webp-lossless' | 'webp-extended', width: number, height: number) {
  const bytes = new Uint8Array(64)
  const view = new DataView(bytes.buffer)
  const text = (at: number, value: string) =>
    bytes.set(
      [...value].map((c) => c.charCodeAt(0)),
      at,
    )
  const webp = (chunk: string) => {
    text(0, 'RIFF')
    view.setUint32(4, 56, true)
    text(8, 'WEBP')
    text(12, chunk)
    view.setUint32(16, 36, true)
  }
  switch (kind) {
    case 'jpg':
      bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 0) // SOI, APP0 of 16 bytes
      text(6, 'JFIF')
      bytes.set([0xff, 0xc0, 0x00, 0x11, 0x08], 20) // SOF0, 8 bits
      view.setUint16(25, height)
      view.setUint16(27, width)
      break
    case 'png':
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0)
      text(12, 'IHDR')
      view.setUint32(16, width)
      view.setUint32(20, height)
      break
    case 'gif':
      text(0, 'GIF89a')
      view.setUint16(6, width, true)
      view.setUint16(8, height, true)
      // One frame covering the screen: its descriptor (left, top, then width at 18 and height at 20),
      // an LZW code size, an empty run of data, the trailer.
      bytes.set([0x2c, 0, 0, 0, 0], 13)
      view.setUint16(18, width, true)
      view.setUint16(20, height, true)
      bytes.set([0, 2, 0, 0x3b], 22)
      break
    case 'webp-lossy':
      webp('VP8 ')
      bytes.set([0x9d, 0x01, 0x2a], 23)
      view.setUint16(26, width, true)
      view.setUint16(28, height, true)
      break
    case 'webp-lossless':
      webp('VP8L')
      bytes[20] = 0x2f
      view.setUint32(21, (width - 1) | ((height - 1) << 14), true)
      break
    case 'webp-extended':
      webp('VP8X')
      for (const [at, value] of [
        [24, width - 1],
        [27, height - 1],
      ]) {
        view.setUint16(at, value & 0xffff, true)
        bytes[at + 2] = value >>> 16
      }
      break
  }
  return bytes
}
const JPEG = imageBytes('jpg', 1600, 1200)
export const PNG = imageBytes('png', 480, 360)
export const jpegFile = (name = 'foto.jpg') => new File([JPEG], name, { type: 'image/jpeg' })

const PROPOSAL_FIELDS = {
  title: 'Más bancos en la plaza',
  description: 'Poner bancos a la sombra en la plaza mayor para las personas mayores del barrio.',
  district: 'Norte',
  scope: 'Urbanismo y obras',
}

/** The web form's fields with `fields` over them; a field given as undefined is left out. */
export const proposalFields = (fields: Record<string, string | File | undefined> = {}) => ({ ...PROPOSAL_FIELDS, ...fields })

export function proposalForm(fields: Record<string, string | Blob> = {}) {
  const form = new FormData()
  const base: Record<string, string | Blob> = { ...PROPOSAL_FIELDS, ...fields }
  for (const [k, v] of Object.entries(base)) form.append(k, v)
  return form
}

/**
 * A proposal sent through the web form (proposalFields(fields)), by `token`'s holder or by a visitor (who
 * must then give visitorContact), with any extra `headers`: its public answer, typed by the route.
 */
export async function newProposal(
  opts: { token?: string; fields?: Record<string, string | File | undefined>; headers?: Record<string, string> } = {},
) {
  const res = await client(opts.token, opts.headers).proposals.$post({ form: proposalFields(opts.fields) })
  if (res.status !== 201) throw new Error(`the proposal was refused: ${res.status} ${await res.text()}`)
  return res.json()
}

/** A proposal's public answer (GET /api/proposals/{id}), as anybody reads it. */
export const readProposal = async (id: number) => (await client().proposals[':id'].$get({ param: { id: String(id) } })).json()

type Moderation = InferRequestType<ReturnType<typeof client>['proposals'][':id']['status']['$patch']>['json']

/** An administrator's inline change of a proposal (status, scope or votes), as the panel's controls send it. */
export const moderate = (boss: Person, id: number, json: Moderation) =>
  client(boss.token).proposals[':id'].status.$patch({ param: { id: String(id) }, json })

export const setStatus = (boss: Person, id: number, status: Moderation['status']) => moderate(boss, id, { status })

export const visitorContact = {
  submitterName: 'Lucía',
  submitterSurname: 'Martín Pérez',
  submitterPhone: '600 123 456',
  submitterEmail: 'lucia@example.test',
}

/** Every row of every table and every R2 key: what "nothing was written" is checked against. */
export async function snapshot() {
  const tables = [
    'users',
    'proposals',
    'votes',
    'system_config',
    'cookie_consent',
    'idempotency_keys',
    'audit_log',
    'milestones',
    'notice_events',
  ]
  const rows: Record<string, unknown[]> = {}
  for (const t of tables) rows[t] = (await env.DB.prepare(`SELECT * FROM ${t} ORDER BY 1`).all()).results
  const listed = await env.MEDIA.list()
  return { rows, media: listed.objects.map((o) => `${o.key}:${o.size}`) }
}

// The rate limits count per minute of the wall clock (miniflare's windows, like Cloudflare's, are aligned
// to it): a test whose requests straddled a new minute would find its bucket emptied halfway. A test that
// fills a bucket starts with at least 20 s of its minute left, more than its requests take on a loaded machine.
const PERIOD_MS = 60_000
const ROOM_MS = 20_000
export const LIMIT_WINDOW_WAIT_MS = ROOM_MS + 10_000
export async function withinOneLimitWindow() {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS)
  if (left < ROOM_MS) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
