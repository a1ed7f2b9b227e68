import type { CookiePreferences } from '@schemas'

export type { CookiePreferences }

export const PREFERENCES_KEY = 'cookiePreferences'
export const BANNER_SHOWN_KEY = 'cookieBannerShown'

/** §4: necessary is always on, the others default off; 'Solo necesarias' is this too. */
export const ONLY_NECESSARY: CookiePreferences = { necessary: true, functional: false, analytics: false, marketing: false }
export const ALL_ACCEPTED: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true }

/**
 * What this browser stored earlier. A damaged entry is logged and falls back to the server's record,
 * or to all off (§8 'Other').
 */
export function storedPreferences(raw: string | null, fromServer: Omit<CookiePreferences, 'necessary'> | undefined): CookiePreferences {
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<CookiePreferences>
      return {
        necessary: true,
        functional: parsed.functional === true,
        analytics: parsed.analytics === true,
        marketing: parsed.marketing === true,
      }
    } catch (error) {
      console.warn('cookiePreferences', error)
    }
  }
  return fromServer ? { ...fromServer, necessary: true } : ONLY_NECESSARY
}

/** The dialog opens by itself only on a first visit: no server record and no flag that it was shown (§2). */
export function shouldOpenOnArrival(record: unknown, bannerShown: string | null): boolean {
  return !record && bannerShown === null
}
