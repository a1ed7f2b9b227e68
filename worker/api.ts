import { Hono } from 'hono'
import type { AppEnv } from './env'
import { onError } from './errors'
import { withLanguage } from './language'
import { identify } from './middleware/auth'
import { withDb } from './middleware/db'
import { rateLimit } from './middleware/rate-limit'
import { accessibilityRoutes, adminAccessibilityRoutes } from './routes/accessibility'
import { accountabilityRoutes } from './routes/accountability'
import { authRoutes } from './routes/auth'
import { budgetRoutes } from './routes/budget'
import { censusRoutes } from './routes/census'
import { selectionRoutes } from './routes/selection'
import { censusVoteRoutes, paperVoteRoutes, receiptRoutes } from './routes/census-votes'
import { adminProposalRoutes } from './routes/admin-proposals'
import { channelProposalRoutes } from './routes/channel-proposals'
import { cookieConsentRoutes } from './routes/cookie-consent'
import { diagnosticsRoutes } from './routes/diagnostics'
import { historyRoutes } from './routes/history'
import { mediaRoutes } from './routes/media'
import { milestoneRoutes, proposalExecutionRoutes } from './routes/milestones'
import { notificationRoutes } from './routes/notifications'
import { openDataRoutes } from './routes/open-data'
import { personalDataRoutes } from './routes/personal-data'
import { proposalRoutes } from './routes/proposals'
import { pushRoutes } from './routes/push'
import { actaRoutes } from './routes/acta'
import { resultsRoutes } from './routes/results'
import { selectionLabRoutes } from './routes/selection-lab'
import { adminSystemConfigRoutes, systemConfigRoutes } from './routes/system-config'
import { adminUserRoutes, currentUserRoutes, userRoutes } from './routes/users'
import { blockedIdentityRoutes } from './routes/blocked-identities'
import { tableDeviceRoutes } from './routes/tables'
import { tableAdminRoutes, tableResultsRoutes } from './routes/tables-admin'

/** The API. Routes are chained so that `AppType` carries every endpoint's types to the SPA's client. */
export const api = new Hono<AppEnv>()
  .use(withLanguage)
  .use(withDb)
  .use(identify)
  .route('/proposals', proposalRoutes)
  .route('/proposals', censusVoteRoutes)
  // A receipt code is a secret of eight letters and digits: every lookup, found or not, counts.
  .use('/receipts/*', rateLimit('LIMIT_RECEIPTS'))
  .route('/receipts', receiptRoutes)
  .route('/admin/paper-votes', paperVoteRoutes)
  .route('/proposals', proposalExecutionRoutes)
  .route('/milestones', milestoneRoutes)
  .route('/user', currentUserRoutes)
  .route('/users', userRoutes)
  .route('/auth', authRoutes)
  .route('/system-config', systemConfigRoutes)
  .route('/results/acta', actaRoutes)
  .route('/results', resultsRoutes)
  .route('/budget', budgetRoutes)
  .route('/accountability', accountabilityRoutes)
  .route('/open-data', openDataRoutes)
  .route('/cookie-consent', cookieConsentRoutes)
  .route('/media', mediaRoutes)
  .route('/notifications', notificationRoutes)
  .route('/push', pushRoutes)
  .route('/admin/diagnostics', diagnosticsRoutes)
  .route('/admin/personal-data', personalDataRoutes)
  .route('/admin/proposals', channelProposalRoutes)
  .route('/admin/proposals', adminProposalRoutes)
  .route('/admin/system-config', adminSystemConfigRoutes)
  .route('/admin/history', historyRoutes)
  .route('/admin/census', censusRoutes)
  .route('/admin/selection/simulate', selectionLabRoutes)
  .route('/accessibility', accessibilityRoutes)
  .route('/admin/accessibility', adminAccessibilityRoutes)
  .route('/admin/selection', selectionRoutes)
  .route('/admin/users', adminUserRoutes)
  .route('/admin/blocked-identities', blockedIdentityRoutes)
  .route('/tables', tableDeviceRoutes)
  .route('/admin/tables', tableAdminRoutes)
  .route('/admin/results', tableResultsRoutes)

// The API on its own, for the calls a server-rendered page makes while it is drawn.
export const apiOnly = new Hono<AppEnv>().route('/api', api).onError(onError)

/** What the SPA's typed client (`hc<AppType>`, app/lib/api.ts) knows of the Worker: the API alone, under /api. */
export type AppType = typeof apiOnly
