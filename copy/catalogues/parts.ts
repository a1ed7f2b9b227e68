/**
 * Which translations the browser loads with which screens, for every language at once (decision 0074).
 * A language's folder has a file per Spanish module of copy/ (ca/errors.ts translates errors.ts),
 * and a file is loaded with its module's part here. Some modules' texts are read elsewhere than the rest of
 * their module; those are in a file of their own named after the module and the part they load with:
 * `census.admin.ts` (the census import, which only the admin panel shows), `ui-shell.screens.ts` (Valencian's
 * texts of the frame that a first visit does not show). `.worker.ts` files, and the modules no part names
 * (the manifest, the open data), are the Worker's alone: no browser part holds them.
 *
 * The build makes each language's part one chunk (vite.config.ts, catalogueParts), and the app loads a
 * screen's parts before it draws it (app/lib/language.ts): a Spanish page loads none, any other its core
 * (the frame, the home page and the lists with their cards: what a first visit reads, within the first
 * visit's weight budget, e2e/performance.test.ts) and the parts of the screen it opens.
 */
export const CATALOGUE_PARTS = {
  core: [
    'ui-shell',
    'ui-languages',
    'cycle',
    'ui-cookies',
    'ui-offline',
    'ui-proposals',
    // Signing out is in the frame of every page.
    'sign-out',
    'follow',
    'impact',
    'census-refusals',
    'dates',
    // The assessment's and the outcome's words and the statuses, channels and places on every card (decision 0058).
    'budget-labels',
    'statuses',
    'channel-labels',
    'district-scope-labels',
  ],
  // The screens beyond the lists: a proposal's page and its story, the follow-up, the results, notices, the
  // census, refusals, a table's device and the tables' checks (which the admin reads too).
  screens: [
    'ui-follow-up',
    'phase-names',
    'notice-kind-labels',
    'ui-notices',
    'ui-results',
    'errors',
    'census',
    'tables',
    'ui-table-device',
    'proposal-columns',
  ],
  // Signing in, the profile, a new proposal, and the validation messages.
  forms: ['provider-errors', 'ui-forms', 'ui-identity', 'validation'],
  // The long pages: legal notice, contact, the budget's terms, the accessibility statement, the poster, the acta.
  pages: ['ui-static-pages', 'ui-accessibility', 'ui-poster', 'acta'],
  // The admin panel: moderation, history, the budget and its selection, the census, the channels, the languages, the laboratory.
  admin: ['ui-admin', 'ui-languages-settings', 'ui-channels', 'budget', 'ui-history', 'selection', 'ui-tables-admin', 'calendar-form'],
} as const satisfies Record<string, readonly string[]>

export type CataloguePart = keyof typeof CATALOGUE_PARTS

/** The part a catalogue file (`errors.ts`, `census.admin.ts`) loads with; undefined for the Worker's alone. */
export function partOfFile(file: string): CataloguePart | undefined {
  const [module, suffix] = file.replace(/\.ts$/, '').split('.')
  if (suffix) return suffix in CATALOGUE_PARTS ? (suffix as CataloguePart) : undefined
  return (Object.keys(CATALOGUE_PARTS) as CataloguePart[]).find((part) => (CATALOGUE_PARTS[part] as readonly string[]).includes(module))
}
