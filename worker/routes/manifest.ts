import { Hono } from 'hono'
import { manifestScreenshots, manifestWords } from '@copy/manifest-words'
import { servedLanguage } from '@domain/languages'
import { readSystemConfig } from '../db/queries/system-config'
import { inLanguage } from '../language'
import type { AppEnv } from '../env'
import { withDb } from '../middleware/db'

const PATH = '/:language/manifest.webmanifest'

/**
 * The PWA manifest of a page in another language (its pages link here instead of the built
 * /manifest.webmanifest): the built one with its words in that language, so an app installed from a
 * page in Catalan is named in Catalan. An unknown or disabled language gets the Spanish words, with a 200.
 */
export const manifestRoutes = new Hono<AppEnv>().use(PATH, withDb).get(PATH, async (c) => {
  const built = (await (await c.env.ASSETS.fetch(new URL('/manifest.webmanifest', c.req.url))).json()) as Record<string, unknown>
  const { languages } = await readSystemConfig(c.var.db)
  const language = servedLanguage(c.req.param('language'), languages)
  const manifest = inLanguage(language, () => ({ ...built, ...manifestWords(language), screenshots: manifestScreenshots() }))
  return c.body(JSON.stringify(manifest), 200, {
    'Content-Type': 'application/manifest+json',
    // Short: the council may switch the language off, and the words change with a new version.
    'Cache-Control': 'public, max-age=3600',
  })
})
