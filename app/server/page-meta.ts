import type { QueryClient } from '@tanstack/react-query'
import { OG_LOCALES, languagePath, splitLanguagePath, type Language } from '@domain/languages'
import {
  ACTA_TEXTS,
  ACCESSIBILITY_TEXTS,
  BUDGET_TERMS_PAGE,
  CONTACT_PAGE,
  FOLLOW_UP_TEXTS,
  LEGAL_PAGE,
  RESULTS_TEXTS,
  SHELL_TEXTS,
  UI_PROPOSALS,
} from '@copy'
import { proposalQuery } from '../features/proposals/api/proposals'
import { parseProposalId } from '../features/proposals/model/proposal-id'
import { proposalUrl } from '../features/proposals/model/share'
import { shareDescription } from '../features/proposals/model/share-description'
import type { createAppRouter } from '../router'

/** The portal's own link-preview picture (1200×630, public/), for pages without a photo of their own. */
const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 }
/** Long enough for a preview's two or three lines, short enough not to be cut mid-word by every app. */
const DESCRIPTION_LENGTH = 200

export interface PageMeta {
  status: 200 | 404
  /** The page's own title; the document title adds the site's name, og:site_name carries it for previews. */
  title: string
  description: string
  /** Absolute. */
  url: string
  image: { url: string; width?: number; height?: number; alt: string }
  type: 'website' | 'article'
  /** og:locale of the page and of its other languages. */
  locale: string
  /** The same page in each language on offer (hreflang), Spanish also as x-default; empty with one language. */
  alternates: { hreflang: string; url: string }[]
}

type Page = { title: string; description?: string }

/**
 * Each language as the `hreflang` alternates name it for search engines: Valencian with its region too,
 * 'ca-ES-valencia' (CLDR's locale), since search engines read hreflang as a language and a region, and
 * 'valencia' in a region's place would not parse (docs/decisions/0053).
 */
const hreflang = (language: Language) => (language === 'va' ? 'ca-ES-valencia' : language)

/** The server-rendered pages, by route id. Everything else (sign-in, profile, admin, forms) is the app shell. */
const PUBLIC_PAGES: Record<string, (() => Page) | undefined> = {
  '/': () => ({ title: UI_PROPOSALS.home.documentTitle, description: UI_PROPOSALS.home.heroText }),
  '/proposals/': () => ({ title: UI_PROPOSALS.list.title, description: UI_PROPOSALS.list.intro }),
  '/proposals/executed': () => ({ title: UI_PROPOSALS.executed.title, description: UI_PROPOSALS.executed.intro }),
  '/ejecutadas': () => ({ title: UI_PROPOSALS.executed.title, description: UI_PROPOSALS.executed.intro }),
  '/resultados': () => ({ title: RESULTS_TEXTS.title, description: RESULTS_TEXTS.intro }),
  '/resultados_/acta/$year': () => ({ title: ACTA_TEXTS.title, description: ACTA_TEXTS.intro }),
  '/seguimiento': () => ({ title: FOLLOW_UP_TEXTS.title, description: FOLLOW_UP_TEXTS.intro }),
  '/legal-notices': () => ({ title: LEGAL_PAGE.title, description: LEGAL_PAGE.intro }),
  '/contact': () => ({ title: CONTACT_PAGE.title, description: CONTACT_PAGE.intro }),
  '/budget-terms': () => ({ title: BUDGET_TERMS_PAGE.documentTitle, description: BUDGET_TERMS_PAGE.intro }),
  '/accesibilidad': () => ({ title: ACCESSIBILITY_TEXTS.title, description: ACCESSIBILITY_TEXTS.intro }),
  '/proposal/$id': () => ({ title: UI_PROPOSALS.page.notFoundTitle }),
}
// Functions, read when a page is drawn: the texts are in the language of that request.
const NOT_FOUND = (): Page => ({ title: SHELL_TEXTS.notFound.documentTitle, description: SHELL_TEXTS.notFound.text })

const trimmed = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_LENGTH) return flat
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}

type AppRouter = ReturnType<typeof createAppRouter>

/** No route matched the address (`_notFound` marks the match that shows the not-found screen), or a loader said so. */
const isNotFound = (router: AppRouter) => router.state.matches.some((m) => m.status === 'notFound' || m._notFound)

/** Whether the Worker renders this address on the server (a public page, or a 404). */
export function isServerRendered(router: AppRouter): boolean {
  const leaf = router.state.matches.at(-1)
  return !leaf || isNotFound(router) || PUBLIC_PAGES[leaf.routeId] !== undefined
}

/**
 * Status, title and share tags of a rendered page, from the same cached data the page was drawn with.
 * Only public fields: titles, descriptions and photos of proposals, never who sent them.
 */
export function pageMeta(
  router: AppRouter,
  queryClient: QueryClient,
  url: URL,
  { language, languages }: { language: Language; languages: readonly Language[] },
): PageMeta {
  const leaf = router.state.matches.at(-1)
  const notFound = !leaf || isNotFound(router)
  const plain = splitLanguagePath(url.pathname).path
  const path = plain === '/' ? '/' : plain.replace(/\/+$/, '')
  const canonical = `${url.origin}${languagePath(language, path)}`
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((l) => ({ hreflang: hreflang(l), url: `${url.origin}${languagePath(l, path)}` })),
          { hreflang: 'x-default', url: `${url.origin}${path}` },
        ]
      : []
  const portalImage = {
    url: `${url.origin}${SHARE_IMAGE.path}`,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: SHELL_TEXTS.shareImageAlt,
  }
  const page = (notFound ? NOT_FOUND : (PUBLIC_PAGES[leaf.routeId] ?? NOT_FOUND))()
  const base: PageMeta = {
    status: notFound ? 404 : 200,
    title: page.title,
    description: page.description ?? SHELL_TEXTS.siteDescription,
    url: canonical,
    image: portalImage,
    type: 'website',
    locale: OG_LOCALES[language],
    alternates,
  }
  if (notFound || leaf.routeId !== '/proposal/$id') return base

  const id = parseProposalId((leaf.params as { id?: string }).id)
  const proposal = id === null ? undefined : queryClient.getQueryData(proposalQuery(id).queryKey)
  if (!proposal) return { ...base, status: 404, description: UI_PROPOSALS.page.notFoundText }
  const photo = proposal.photoBig ?? proposal.photoThumb
  return {
    ...base,
    status: 200,
    title: proposal.title,
    description: trimmed(shareDescription(proposal)),
    url: proposalUrl(url.origin, proposal.id),
    image: photo ? { url: new URL(photo, url.origin).href, alt: proposal.title } : portalImage,
    type: 'article',
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The <head> tags link previews (WhatsApp, Telegram, Facebook, X) and search engines read. */
export function metaTags(meta: PageMeta): string {
  const property = (name: string, content: string | number | undefined) =>
    content === undefined ? '' : `<meta property="${name}" content="${escapeHtml(String(content))}" />`
  return [
    `<title>${escapeHtml(SHELL_TEXTS.documentTitle(meta.title))}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.url)}" />`),
    property('og:site_name', SHELL_TEXTS.siteName),
    property('og:locale', meta.locale),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image.url),
    property('og:image:width', meta.image.width),
    property('og:image:height', meta.image.height),
    property('og:image:alt', meta.image.alt),
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
    .filter(Boolean)
    .join('\n    ')
}
