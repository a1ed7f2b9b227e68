import type { HistoryQueryInput } from '@schemas/history'

/** A section of a public list as the server filters it ('' means no filter). */
export interface ListSection {
  status: 'pending' | 'approved' | 'executed'
  q: string
  district: string
  scope: string
  year: string
}

/** The part of a year's selected proposals a page shows (GET /api/accountability's parameters). */
export interface AccountabilityPage {
  district?: string
  phase?: string
  limit?: number
  perDistrict?: number
}

/**
 * Every query key of the app. Screens and api/ modules build keys here only, never as literal arrays,
 * so that the rule of what the device may keep (app/offline/persisted-queries.ts) names these builders
 * and cannot miss a key. A builder without arguments also serves as the prefix of the keys below it
 * (invalidating ['proposals'] refreshes the top lists too).
 */
export const queryKeys = {
  /** The whole public list. */
  proposals: () => ['proposals'] as const,
  /** The home page's most-voted lists, by their statuses joined with commas. */
  topProposals: (statuses: string) => ['proposals', 'top', statuses] as const,
  /** One section of a public list, a page at a time, by its status and filters. */
  proposalPages: (section: ListSection) => ['proposals', 'pages', section] as const,
  /** Proposals like a title being written (not kept on the device). */
  similarProposals: (title: string) => ['similar-proposals', title] as const,
  /** Every opened proposal and what hangs off it (a prefix). */
  everyProposal: () => ['proposal'] as const,
  proposal: (id: number) => ['proposal', id] as const,
  proposalAuthor: (id: number) => ['proposal', id, 'author'] as const,
  systemConfig: () => ['system-config'] as const,
  /** Every year's results (a prefix). */
  everyResults: () => ['results'] as const,
  results: (year?: number) => ['results', year ?? 'all'] as const,
  /** Every accountability answer: each year's and the impact (a prefix). */
  everyAccountability: () => ['accountability'] as const,
  /** A year's acta, of one heading or of all (under the results' prefix: a change refreshes both). */
  acta: (year: number, district?: string) => ['results', 'acta', year, district ?? 'all'] as const,
  /** A year's accountability, the cycle's when absent, with the part of its proposals a page shows. */
  accountability: (year?: number, page: AccountabilityPage = {}) => ['accountability', year ?? 'cycle', page] as const,
  /** The executed projects' impact, every year together (home card, 'Proyectos Ejecutados'). */
  impact: () => ['accountability', 'impact'] as const,
  cookieConsent: () => ['cookie-consent'] as const,
  /** The signed-in person's own record, and the prefix of their other lists. */
  user: () => ['user'] as const,
  myVotes: () => ['user', 'votes'] as const,
  myProposals: () => ['user', 'proposals'] as const,
  myNotices: () => ['user', 'notifications'] as const,
  myFollows: () => ['user', 'follows'] as const,
  myNoticeSettings: () => ['user', 'notification-settings'] as const,
  /** Admin: the accounts, one account's proposals, the settings, the change history. */
  users: () => ['users'] as const,
  userProposals: (id: number) => ['users', id, 'proposals'] as const,
  /** The identities moderation blocked (admin only, never kept on the device). */
  blockedIdentities: () => ['users', 'blocked'] as const,
  adminSystemConfig: () => ['admin', 'system-config'] as const,
  /** How many votes of unverified accounts opening census channels would hold (decision 0065). */
  unverifiedVotes: () => ['admin', 'unverified-votes'] as const,
  /** The admin table's pages (a prefix), and one page by its filters, order, size and cursor. */
  everyAdminProposal: () => ['admin', 'proposals'] as const,
  adminProposals: (query: Record<string, string | undefined>) => ['admin', 'proposals', query] as const,
  census: () => ['admin', 'census'] as const,
  accessibilityRequests: () => ['admin', 'accessibility'] as const,
  /** Every year's money (a prefix). */
  everyBudget: () => ['budget'] as const,
  /** A year's money (public), the cycle's when no year is given. */
  budget: (year?: number) => ['budget', year ?? 'current'] as const,
  /** Admin: a proposal's whole assessment (with its service) and a heading's selection preview. */
  assessment: (id: number) => ['admin', 'assessment', id] as const,
  everySelection: () => ['admin', 'selection'] as const,
  selection: (params: Record<string, string>) => ['admin', 'selection', params] as const,
  /** Admin: one laboratory job, followed until it has its answer. */
  labJob: (jobId: string) => ['admin', 'selection-lab', jobId] as const,
  languageGaps: () => ['admin', 'language-gaps'] as const,
  /** Admin: the neighbourhood tables with their devices and counts (a prefix), one table's acta, a year's votes by table. */
  voteTables: () => ['admin', 'tables'] as const,
  voteTableRecord: (id: number) => ['admin', 'tables', id, 'record'] as const,
  votesByTable: (year: number) => ['admin', 'tables', 'by-table', year] as const,
  everyHistory: () => ['history'] as const,
  history: (filters: HistoryQueryInput) => ['history', filters] as const,
}
