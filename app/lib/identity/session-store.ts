import { refreshIdToken, type ProviderSession } from './provider-session'
import { ProviderError } from './provider-error'

/**
 * The provider session, kept in localStorage so that it survives a reload, with the ID token refreshed
 * before it expires: by a timer while the page is open, and on demand when a call finds it close to expiry.
 */
/** Also read by the page's loader before the app starts (worker/paint-first.ts): a rename goes there too. */
const STORAGE_KEY = 'authSession'
const FIRST_TIME_KEY = 'firstTimeUser'
/** Refresh when less than this is left (§9 token max age 5 minutes). */
const REFRESH_MARGIN_MS = 5 * 60 * 1000

let session: ProviderSession | null = read()
let refreshing: Promise<ProviderSession | null> | null = null
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function read(): ProviderSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as ProviderSession) : null
    return parsed?.idToken && parsed.refreshToken ? parsed : null
  } catch {
    return null
  }
}

export function getSession(): ProviderSession | null {
  return session
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setSession(next: ProviderSession | null): void {
  session = next
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  else localStorage.removeItem(STORAGE_KEY)
  schedule()
  for (const listener of listeners) listener()
}

/**
 * Sign-out: the stored session goes, without telling the screens, because the page reloads next; a
 * re-render of half the app between the two would only flash protected screens into redirects.
 */
export function forgetSessionBeforeReload(): void {
  clearTimeout(timer)
  localStorage.removeItem(STORAGE_KEY)
}

/** True when the token should be refreshed before use. */
function needsRefresh(expiresAt: number, now = Date.now()): boolean {
  return expiresAt - now < REFRESH_MARGIN_MS
}

async function refresh(): Promise<ProviderSession | null> {
  const stale = session
  if (!stale) return null
  refreshing ??= refreshIdToken(stale)
    .then((fresh) => {
      // Someone may have signed out meanwhile: only keep the answer for the same account.
      if (session?.uid === stale.uid) setSession(fresh)
      return session
    })
    .catch((error) => {
      // A refused refresh token (revoked, password changed) ends the session; an outage (network, 5xx) does not.
      if (error instanceof ProviderError && error.isRefusal) setSession(null)
      return session
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** Refreshes the ID token now (e.g. after the e-mail was confirmed elsewhere); true when it worked. */
export async function refreshSessionNow(): Promise<boolean> {
  const before = session?.idToken
  const after = await refresh()
  return !!after && after.idToken !== before
}

/** The ID token for the Authorization header, refreshed first when under 5 minutes are left; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  if (!session) return null
  if (needsRefresh(session.expiresAt)) return (await refresh())?.idToken ?? null
  return session.idToken
}

function schedule() {
  clearTimeout(timer)
  if (!session) return
  timer = setTimeout(() => void refresh(), Math.max(0, session.expiresAt - REFRESH_MARGIN_MS - Date.now()))
}
schedule()

/** §4: true after a registration, false after a Google sign-in; decides where /auth sends the person. */
export function isFirstTimeUser(): boolean {
  return localStorage.getItem(FIRST_TIME_KEY) === 'true'
}
export function setFirstTimeUser(value: boolean): void {
  localStorage.setItem(FIRST_TIME_KEY, String(value))
}
