import { eq } from 'drizzle-orm'
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1'
import type { Context, TypedResponse } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { onlyLocally } from '@worker/middleware/local-only'
import { localIdpAccounts, localIdpMailbox, localIdpRefreshTokens } from '@worker/db/schema'
import type { AppEnv } from '@worker/env'
import { clientAddress } from '@worker/middleware/rate-limit'
import { verifyIdToken } from '../verify-token'
import { createPasswordAccount, findAccount, findAccountByEmail, findAccountByGoogleSub, newLocalId } from './accounts'
import { localJwks, localKeySet } from './keys'
import { actionPage, actionScript, chooserPage, chooserScript, localCss, mailboxPage, resetPage, resetScript } from './pages'
import { hashPassword, verifyPassword } from './passwords'
import { findRefreshToken, mintIdToken, session, TOKEN_SECONDS, type Account } from './tokens'

/**
 * The Firebase Auth emulator's REST subset, served by the Worker itself in local runs (see
 * docs/decisions/0001-local-identity-provider.md). Same paths, request and answer shapes and error
 * codes as Identity Toolkit v1 and Secure Token, so the SPA's identity client has one code path.
 */
type C = Context<AppEnv>
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Firebase's error shape: `{ error: { code, message, errors: [...] } }`. */
function idpError(c: C, message: string, status: 400 | 404 = 400) {
  return c.json({ error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } }, status)
}

async function body(c: C): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('application/x-www-form-urlencoded')) return await c.req.parseBody()
    const parsed = await c.req.json()
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
  } catch {
    return {}
  }
}
const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** The provider's own throttling of attempts per address, as Firebase has (its limits, not ours). */
async function limited(c: C) {
  const result = await c.env.LIMIT_IDP?.limit({ key: `idp:${clientAddress(c)}` })
  return result?.success === false
}
// Firebase answers throttling with 400 and this text, not with a 429.
const TOO_MANY =
  'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later.'
const WEAK_PASSWORD = 'WEAK_PASSWORD : Password should be at least 6 characters'

/** The account an ID token names, with the provider the token's session began with. */
async function accountFromIdToken(c: C, db: DrizzleD1Database, idToken: string) {
  const identity = await verifyIdToken(idToken, c.env.FIREBASE_PROJECT_ID, await localKeySet(c.env.DB))
  const account = identity ? await findAccount(db, identity.uid) : undefined
  return account && { account, signInProvider: identity?.provider ?? 'password', authTime: identity?.authTime ?? 0 }
}

const withProvider = (providers: string, added: string) => (providers.split(',').includes(added) ? providers : `${providers},${added}`)

function userInfo(a: Account) {
  return {
    localId: a.localId,
    email: a.email,
    emailVerified: a.emailVerified,
    displayName: a.displayName ?? undefined,
    photoUrl: a.photoUrl ?? undefined,
    passwordHash: a.passwordHash ? 'UkVEQUNURUQ=' : undefined,
    // Firebase's federatedId/rawId: the Google `sub` for Google, the e-mail for password.
    providerUserInfo: a.provider.split(',').map((providerId) => {
      const id = providerId === 'google.com' ? (a.googleSub ?? '') : a.email
      return {
        providerId,
        email: a.email,
        federatedId: id,
        rawId: id,
        displayName: a.displayName ?? undefined,
        photoUrl: a.photoUrl ?? undefined,
      }
    }),
    createdAt: String(a.createdAt.getTime()),
    lastLoginAt: a.lastLoginAt ? String(a.lastLoginAt.getTime()) : undefined,
  }
}

type Action = (c: C, db: DrizzleD1Database, input: Record<string, unknown>) => Promise<Response>

const OPERATION_NOT_ALLOWED = 'OPERATION_NOT_ALLOWED : Please verify the new email before changing email.'
const CONFIRMATION_SECONDS = 3 * 24 * 3600

const CONFIRMATION_MAIL = {
  VERIFY_EMAIL: {
    mode: 'verifyEmail',
    subject: 'Confirma tu email del Presupuesto Participativo',
    body: (email: string, link: string) =>
      `Hola:\n\nConfirma que ${email} es tu dirección abriendo este enlace (caduca en tres días):\n\n${link}\n\nCon el email confirmado ya puedes votar propuestas. Si no te has registrado tú, ignora este mensaje.`,
  },
  VERIFY_AND_CHANGE_EMAIL: {
    mode: 'verifyAndChangeEmail',
    subject: 'Confirma tu nuevo email del Presupuesto Participativo',
    body: (email: string, link: string) =>
      `Hola:\n\nHas pedido usar ${email} para entrar en el Presupuesto Participativo. Abre este enlace para confirmarlo (caduca en tres días):\n\n${link}\n\nHasta entonces sigues entrando con tu email de antes. Si no lo has pedido tú, ignora este mensaje.`,
  },
} as const

/** sendOobCode VERIFY_EMAIL (to the account's address) and VERIFY_AND_CHANGE_EMAIL (to `newEmail`). */
async function confirmationMail(c: C, db: DrizzleD1Database, requestType: keyof typeof CONFIRMATION_MAIL, input: Record<string, unknown>) {
  const found = await accountFromIdToken(c, db, str(input.idToken))
  if (!found) return idpError(c, 'INVALID_ID_TOKEN')
  let email = found.account.email
  if (requestType === 'VERIFY_AND_CHANGE_EMAIL') {
    email = str(input.newEmail).trim().toLowerCase()
    if (!email) return idpError(c, 'MISSING_NEW_EMAIL')
    if (!EMAIL.test(email)) return idpError(c, 'INVALID_NEW_EMAIL')
    if (email === found.account.email) return idpError(c, 'INVALID_NEW_EMAIL : The new email is the current email.')
    // Changing the sign-in address needs a recent sign-in, as Firebase asks (five minutes).
    if (Date.now() / 1000 - found.authTime > 300) return idpError(c, 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN')
    const other = await findAccountByEmail(db, email)
    if (other) return idpError(c, 'EMAIL_EXISTS')
  }
  const oobCode = newLocalId()
  const { mode, subject, body } = CONFIRMATION_MAIL[requestType]
  const link = `${new URL(c.req.url).origin}/__local/action?mode=${mode}&oobCode=${oobCode}`
  await db
    .insert(localIdpMailbox)
    .values({ email, kind: requestType, oobCode, localId: found.account.localId, subject, body: body(email, link) })
  return c.json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email })
}

/** accounts:update with an oobCode: applies a VERIFY_EMAIL or VERIFY_AND_CHANGE_EMAIL code, once. */
async function applyConfirmation(c: C, db: DrizzleD1Database, oobCode: string) {
  const [mail] = oobCode ? await db.select().from(localIdpMailbox).where(eq(localIdpMailbox.oobCode, oobCode)) : []
  if (!mail || mail.usedAt || !mail.localId || (mail.kind !== 'VERIFY_EMAIL' && mail.kind !== 'VERIFY_AND_CHANGE_EMAIL'))
    return idpError(c, 'INVALID_OOB_CODE')
  if (Date.now() - mail.createdAt.getTime() > CONFIRMATION_SECONDS * 1000) return idpError(c, 'EXPIRED_OOB_CODE')
  const account = await findAccount(db, mail.localId)
  if (!account) return idpError(c, 'USER_NOT_FOUND')
  if (mail.kind === 'VERIFY_AND_CHANGE_EMAIL' && (await findAccountByEmail(db, mail.email))) return idpError(c, 'EMAIL_EXISTS')
  await db.batch([
    db.update(localIdpAccounts).set({ email: mail.email, emailVerified: true }).where(eq(localIdpAccounts.localId, account.localId)),
    db.update(localIdpMailbox).set({ usedAt: new Date() }).where(eq(localIdpMailbox.id, mail.id)),
  ])
  const requestType = mail.kind
  return c.json({
    kind: 'identitytoolkit#SetAccountInfoResponse',
    email: mail.email,
    emailVerified: true,
    localId: account.localId,
    requestType,
  })
}

const ACCOUNTS = {
  async signUp(c, db, input) {
    if (await limited(c)) return idpError(c, TOO_MANY)
    const email = str(input.email).trim().toLowerCase()
    const password = str(input.password)
    if (!email) return idpError(c, 'MISSING_EMAIL')
    if (!EMAIL.test(email)) return idpError(c, 'INVALID_EMAIL')
    if (!password) return idpError(c, 'MISSING_PASSWORD')
    if (password.length < 6) return idpError(c, WEAK_PASSWORD)
    if (await findAccountByEmail(db, email)) return idpError(c, 'EMAIL_EXISTS')
    const { localId } = await createPasswordAccount(c.env.DB, { email, password, displayName: str(input.displayName) || undefined })
    const account = (await findAccount(db, localId))!
    return c.json({
      kind: 'identitytoolkit#SignupNewUserResponse',
      ...(await session(db, c.env.DB, c.env.FIREBASE_PROJECT_ID, account, 'password')),
    })
  },

  async signInWithPassword(c, db, input) {
    if (await limited(c)) return idpError(c, TOO_MANY)
    const email = str(input.email).trim().toLowerCase()
    if (!EMAIL.test(email)) return idpError(c, 'INVALID_EMAIL')
    if (!str(input.password)) return idpError(c, 'MISSING_PASSWORD')
    const account = await findAccountByEmail(db, email)
    if (!account) return idpError(c, 'EMAIL_NOT_FOUND')
    if (!(await verifyPassword(str(input.password), account.passwordHash))) return idpError(c, 'INVALID_PASSWORD')
    return c.json({
      kind: 'identitytoolkit#VerifyPasswordResponse',
      registered: true,
      ...(await session(db, c.env.DB, c.env.FIREBASE_PROJECT_ID, account, 'password')),
    })
  },

  async signInWithIdp(c, db, input) {
    if (await limited(c)) return idpError(c, TOO_MANY)
    // As the emulator does, locally the "Google" id_token is a JSON object of claims, not a signed JWT.
    const post = new URLSearchParams(str(input.postBody))
    if (post.get('providerId') !== 'google.com') return idpError(c, 'INVALID_PROVIDER_ID : Provider Id is not supported.')
    const idToken = post.get('id_token') ?? ''
    let claims: Record<string, unknown>
    try {
      claims = JSON.parse(idToken)
    } catch {
      return idpError(c, 'INVALID_IDP_RESPONSE : Unable to parse Google id_token')
    }
    if (!claims || typeof claims !== 'object') return idpError(c, 'INVALID_IDP_RESPONSE : Unable to parse Google id_token')
    const sub = str(claims.sub).slice(0, 128)
    if (!sub) return idpError(c, 'INVALID_IDP_RESPONSE : Google id_token has no sub')
    const email = str(claims.email).trim().toLowerCase()
    if (!EMAIL.test(email)) return idpError(c, 'INVALID_IDP_RESPONSE : Google id_token has no valid email')
    const verified = claims.email_verified !== false
    const name = str(claims.name).slice(0, 200) || null
    const picture = str(claims.picture).slice(0, 2048) || null
    // Firebase finds a Google sign-in by the Google account first, then links it to the account of its e-mail.
    let account = (await findAccountByGoogleSub(db, sub)) ?? (await findAccountByEmail(db, email))
    const isNewUser = !account
    if (!account) {
      const localId = newLocalId()
      await db
        .insert(localIdpAccounts)
        .values({ localId, email, googleSub: sub, emailVerified: verified, displayName: name, photoUrl: picture, provider: 'google.com' })
    } else if (account.googleSub !== sub) {
      await db
        .update(localIdpAccounts)
        .set({
          googleSub: sub,
          provider: withProvider(account.provider, 'google.com'),
          emailVerified: account.emailVerified || verified,
          displayName: account.displayName ?? name,
          photoUrl: account.photoUrl ?? picture,
        })
        .where(eq(localIdpAccounts.localId, account.localId))
    }
    account = (await findAccountByGoogleSub(db, sub))!
    const [firstName, ...last] = (account.displayName ?? '').split(' ')
    return c.json({
      kind: 'identitytoolkit#VerifyAssertionResponse',
      providerId: 'google.com',
      federatedId: `https://accounts.google.com/${sub}`,
      emailVerified: account.emailVerified,
      firstName,
      lastName: last.join(' '),
      fullName: account.displayName ?? '',
      photoUrl: account.photoUrl ?? undefined,
      oauthIdToken: idToken,
      rawUserInfo: JSON.stringify(claims),
      isNewUser,
      ...(await session(db, c.env.DB, c.env.FIREBASE_PROJECT_ID, account, 'google.com')),
    })
  },

  async sendOobCode(c, db, input) {
    if (await limited(c)) return idpError(c, TOO_MANY)
    const requestType = str(input.requestType)
    if (requestType === 'VERIFY_EMAIL' || requestType === 'VERIFY_AND_CHANGE_EMAIL') return confirmationMail(c, db, requestType, input)
    if (requestType !== 'PASSWORD_RESET') return idpError(c, 'INVALID_REQ_TYPE : Unsupported request parameter.')
    const email = str(input.email).trim().toLowerCase()
    if (!EMAIL.test(email)) return idpError(c, 'INVALID_EMAIL')
    const account = await findAccountByEmail(db, email)
    if (!account) return idpError(c, 'EMAIL_NOT_FOUND')
    const oobCode = newLocalId()
    const link = `${new URL(c.req.url).origin}/__local/reset?oobCode=${oobCode}`
    await db.insert(localIdpMailbox).values({
      email,
      kind: 'PASSWORD_RESET',
      oobCode,
      subject: 'Restablece tu contraseña del Presupuesto Participativo',
      body: `Hola:\n\nHemos recibido una solicitud para restablecer la contraseña de ${email}.\nAbre este enlace para elegir una nueva (caduca en una hora):\n\n${link}\n\nSi no lo has pedido tú, ignora este mensaje.`,
    })
    return c.json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email })
  },

  async resetPassword(c, db, input) {
    const [mail] = await db
      .select()
      .from(localIdpMailbox)
      .where(eq(localIdpMailbox.oobCode, str(input.oobCode)))
    if (!mail || mail.usedAt) return idpError(c, 'INVALID_OOB_CODE')
    if (Date.now() - mail.createdAt.getTime() > 3600_000) return idpError(c, 'EXPIRED_OOB_CODE')
    const password = str(input.newPassword)
    if (!password) return c.json({ kind: 'identitytoolkit#ResetPasswordResponse', email: mail.email, requestType: 'PASSWORD_RESET' })
    if (password.length < 6) return idpError(c, WEAK_PASSWORD)
    const account = await findAccountByEmail(db, mail.email)
    if (!account) return idpError(c, 'USER_NOT_FOUND')
    await db.batch([
      // Opening the mailed link proves the address, as Firebase records.
      db
        .update(localIdpAccounts)
        .set({ passwordHash: await hashPassword(password), provider: withProvider(account.provider, 'password'), emailVerified: true })
        .where(eq(localIdpAccounts.localId, account.localId)),
      db.update(localIdpMailbox).set({ usedAt: new Date() }).where(eq(localIdpMailbox.id, mail.id)),
      // A new password signs every device out, as Firebase does.
      db.delete(localIdpRefreshTokens).where(eq(localIdpRefreshTokens.localId, account.localId)),
    ])
    return c.json({ kind: 'identitytoolkit#ResetPasswordResponse', email: mail.email, requestType: 'PASSWORD_RESET' })
  },

  async lookup(c, db, input) {
    const found = await accountFromIdToken(c, db, str(input.idToken))
    if (!found) return idpError(c, 'INVALID_ID_TOKEN')
    return c.json({ kind: 'identitytoolkit#GetAccountInfoResponse', users: [userInfo(found.account)] })
  },

  async update(c, db, input) {
    if (input.oobCode !== undefined) return applyConfirmation(c, db, str(input.oobCode))
    const found = await accountFromIdToken(c, db, str(input.idToken))
    if (!found) return idpError(c, 'INVALID_ID_TOKEN')
    let account = found.account
    const changes: Partial<Account> = {}
    // As in a Firebase project with e-mail enumeration protection (the default for new projects), the
    // address changes only through a confirmed VERIFY_AND_CHANGE_EMAIL code.
    if (input.email !== undefined && str(input.email).trim().toLowerCase() !== account.email) return idpError(c, OPERATION_NOT_ALLOWED)
    if (input.password !== undefined) {
      if (str(input.password).length < 6) return idpError(c, WEAK_PASSWORD)
      Object.assign(changes, {
        passwordHash: await hashPassword(str(input.password)),
        provider: withProvider(account.provider, 'password'),
      })
    }
    if (input.displayName !== undefined) changes.displayName = str(input.displayName).slice(0, 200) || null
    if (input.photoUrl !== undefined) changes.photoUrl = str(input.photoUrl).slice(0, 2048) || null
    if (Object.keys(changes).length) await db.update(localIdpAccounts).set(changes).where(eq(localIdpAccounts.localId, account.localId))
    account = (await findAccount(db, account.localId))!
    // A changed password comes with fresh tokens.
    const fresh = changes.passwordHash ? await session(db, c.env.DB, c.env.FIREBASE_PROJECT_ID, account, found.signInProvider) : {}
    return c.json({ kind: 'identitytoolkit#SetAccountInfoResponse', ...userInfo(account), ...fresh })
  },

  async delete(c, db, input) {
    const found = await accountFromIdToken(c, db, str(input.idToken))
    if (!found) return idpError(c, 'INVALID_ID_TOKEN')
    await db.delete(localIdpAccounts).where(eq(localIdpAccounts.localId, found.account.localId))
    return c.json({ kind: 'identitytoolkit#DeleteAccountResponse' })
  },
} satisfies Record<string, Action>
// `satisfies` keeps each method's own answer type (below); the route looks a method up by its name.
const ACCOUNT_METHODS: Record<string, Action> = ACCOUNTS

async function refresh(c: C) {
  const db = drizzle(c.env.DB)
  const input = await body(c)
  if (str(input.grant_type) !== 'refresh_token') return idpError(c, 'INVALID_GRANT_TYPE')
  if (!str(input.refresh_token)) return idpError(c, 'MISSING_REFRESH_TOKEN')
  const stored = await findRefreshToken(db, str(input.refresh_token))
  if (!stored) return idpError(c, 'INVALID_REFRESH_TOKEN')
  const account = await findAccount(db, stored.localId)
  if (!account) return idpError(c, 'USER_NOT_FOUND')
  // A refreshed token keeps the original sign-in time (auth_time) and provider.
  const idToken = await mintIdToken(
    c.env.DB,
    c.env.FIREBASE_PROJECT_ID,
    account,
    stored.signInProvider,
    Math.floor(stored.createdAt.getTime() / 1000),
  )
  return c.json({
    access_token: idToken,
    expires_in: String(TOKEN_SECONDS),
    token_type: 'Bearer',
    refresh_token: str(input.refresh_token),
    id_token: idToken,
    user_id: account.localId,
    project_id: c.env.FIREBASE_PROJECT_ID,
  })
}

// The answers' shapes as the handlers build them, for the tests' readers (they are not in AppType: the
// accounts methods share one wildcard route).
type JsonOf<R> = R extends TypedResponse<infer T> ? T : never
/** Firebase's refusal: `{ error: { code, message, errors } }`, its code the HTTP status. */
export type IdpRefusal = JsonOf<ReturnType<typeof idpError>>
export type AccountsMethod = keyof typeof ACCOUNTS
/** What accounts:<method> answers when it accepts. */
export type AccountsAnswer<M extends AccountsMethod> = Exclude<JsonOf<Awaited<ReturnType<(typeof ACCOUNTS)[M]>>>, IdpRefusal>
/** What the Secure Token refresh answers when it accepts. */
export type RefreshAnswer = Exclude<JsonOf<Awaited<ReturnType<typeof refresh>>>, IdpRefusal>

// Every request of this API is a few hundred bytes; a huge one is refused before it is read.
const smallBody = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => idpError(c, 'INVALID_ARGUMENT : Request payload size exceeds the limit'),
})

const html = (c: C, page: string) => c.html(page, 200, { 'Cache-Control': 'no-store' })

export const localIdpRoutes = new Hono<AppEnv>()
  .use('/identitytoolkit.googleapis.com/*', onlyLocally)
  .use('/securetoken.googleapis.com/*', onlyLocally)
  .use('/__local/*', onlyLocally)
  // Firebase's APIs answer any origin (the API key, not CORS, says who may call); so does the local
  // provider, which the production rehearsal runs on an origin of its own.
  .use('/identitytoolkit.googleapis.com/*', cors())
  .use('/securetoken.googleapis.com/*', cors())
  .use('/identitytoolkit.googleapis.com/*', smallBody)
  .use('/securetoken.googleapis.com/*', smallBody)
  .post('/identitytoolkit.googleapis.com/v1/*', async (c) => {
    const action = /\/accounts:([A-Za-z]+)$/.exec(c.req.path)?.[1]
    const handler = action ? ACCOUNT_METHODS[action] : undefined
    if (!handler || !Object.hasOwn(ACCOUNT_METHODS, action!)) return idpError(c, 'INVALID_ARGUMENT : unknown method', 404)
    return handler(c, drizzle(c.env.DB), await body(c))
  })
  .post('/securetoken.googleapis.com/v1/token', refresh)
  .get('/__local/jwks.json', async (c) => c.json(await localJwks(c.env.DB)))
  .get('/__local/mailbox.json', async (c) => {
    const mails = await drizzle(c.env.DB).select().from(localIdpMailbox).orderBy(localIdpMailbox.id)
    return c.json(mails.reverse().map((m) => ({ ...m, headers: JSON.parse(m.headers) as Record<string, string> })))
  })
  .get('/__local/mailbox', async (c) =>
    html(c, mailboxPage((await drizzle(c.env.DB).select().from(localIdpMailbox).orderBy(localIdpMailbox.id)).reverse())),
  )
  .get('/__local/google', async (c) => {
    // As Google checks registered redirect URIs: only a page of this same origin gets the answer.
    const back = c.req.query('redirect_uri') ?? ''
    if (!URL.canParse(back) || new URL(back).origin !== new URL(c.req.url).origin) return idpError(c, 'redirect_uri_mismatch')
    const accounts = await drizzle(c.env.DB).select().from(localIdpAccounts).orderBy(localIdpAccounts.email)
    return html(c, chooserPage(accounts.filter((a) => a.googleSub)))
  })
  .get('/__local/google.js', (c) => c.body(chooserScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  .get('/__local/reset', (c) => html(c, resetPage()))
  .get('/__local/action', (c) => html(c, actionPage()))
  .get('/__local/action.js', (c) => c.body(actionScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  .get('/__local/reset.js', (c) => c.body(resetScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  .get('/__local/local.css', (c) => c.body(localCss, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
