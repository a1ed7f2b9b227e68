import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OTHER_LANGUAGES } from '@domain/languages'
import type { CataloguePart } from '@copy/catalogues/parts'
import type { PartLoaders } from './language'

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

/** The build's table, for a page in Catalan: the frame's sign-out in the core, the sign-in in the forms, the screens offline. */
function catalanLoaders(): PartLoaders {
  const parts: Record<CataloguePart, () => Promise<object>> = {
    core: () => import('@copy/catalogues/ca/sign-out'),
    forms: () => import('@copy/catalogues/ca/ui-identity'),
    screens: offline,
    pages: offline,
    admin: offline,
  }
  return Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, parts])) as PartLoaders
}

// Each case is a fresh page: the language, its loaded parts and what was reported live in the modules.
async function openPage(language: 'es' | 'ca', path: string) {
  vi.resetModules()
  const { loadParts, startLanguage } = await import('./language')
  const { IDENTITY_TEXTS, SIGN_OUT_TEXTS, FOLLOW_UP_TEXTS } = await import('@copy')
  await startLanguage(language, path, catalanLoaders())
  return { loadParts, IDENTITY_TEXTS, SIGN_OUT_TEXTS, FOLLOW_UP_TEXTS }
}

describe('a text read on a page in another language before its part of the catalogue is there', () => {
  let errors: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: '' })
    errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    errors.mockRestore()
  })

  it('is shown in Spanish and reported once, by its path, as an error the browser tests fail on', async () => {
    const page = await openPage('ca', '/proposals')
    expect(page.SIGN_OUT_TEXTS.doneTitle).toBe('Sessió tancada')
    expect(errors).not.toHaveBeenCalled()

    expect(page.IDENTITY_TEXTS.signIn.other).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
    expect(page.IDENTITY_TEXTS.signIn.other).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0][0])).toContain('IDENTITY_TEXTS.signIn.other')
  })

  it('is in the language, and nothing is reported, once the screen has loaded its part', async () => {
    const page = await openPage('ca', '/proposals')
    await page.loadParts(['forms'])
    expect(page.IDENTITY_TEXTS.google.cancelled).toBe("S'ha cancel·lat l'autenticació.")
    expect(errors).not.toHaveBeenCalled()
  })

  it('is not reported while a part could not arrive (offline): its screen shows Spanish, as it may', async () => {
    const page = await openPage('ca', '/proposals')
    await page.loadParts(['screens'])
    expect(page.FOLLOW_UP_TEXTS.milestonesTitle).toBe('Hitos publicados')
    expect(errors).not.toHaveBeenCalled()
  })

  it('is never reported on a Spanish page', async () => {
    const page = await openPage('es', '/proposals')
    expect(page.IDENTITY_TEXTS.signIn.other).toBe('Error al iniciar sesión. Por favor, intenta de nuevo.')
    expect(errors).not.toHaveBeenCalled()
  })
})
