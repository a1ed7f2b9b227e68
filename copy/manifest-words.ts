// Relative, not @domain/: vite.config.ts loads this module at build time, without aliases (decision 0030).
import { languageTag, type Language } from '../domain/languages'
import { MANIFEST_TEXTS } from './manifest'

/**
 * What the PWA manifest says in words, in the language of the moment: the build writes the Spanish one,
 * the Worker the others (an app installed from a page in Catalan is named in Catalan and starts at /ca/).
 */
export const manifestWords = (language: Language) => ({
  name: MANIFEST_TEXTS.name,
  short_name: MANIFEST_TEXTS.shortName,
  description: MANIFEST_TEXTS.description,
  lang: languageTag(language),
  start_url: language === 'es' ? '/' : `/${language}/`,
})

/** The install dialog's screenshots, each described in the language of the moment. */
export const manifestScreenshots = () => [
  {
    src: '/screenshots/narrow.png',
    sizes: '390x844',
    type: 'image/png',
    form_factor: 'narrow' as const,
    label: MANIFEST_TEXTS.screenshots.narrow,
  },
  {
    src: '/screenshots/wide.png',
    sizes: '1280x800',
    type: 'image/png',
    form_factor: 'wide' as const,
    label: MANIFEST_TEXTS.screenshots.wide,
  },
]
