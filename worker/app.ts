import { Hono } from 'hono'
import { SERVER_TEXTS } from '@copy'
import type { AppEnv } from './env'
import { localIdpRoutes } from './auth/local-idp/routes'
import { errorJson, onError } from './errors'
import { withDb } from './middleware/db'
import { securityHeaders } from './middleware/security'
import { feedRoutes } from './routes/feed'
import { manifestRoutes } from './routes/manifest'
import { localDevRoutes } from './routes/local-dev'
import { forgetPageVersionAfterWrites } from './middleware/page-version'
import { pageRoutes } from './routes/pages'
import { api, apiOnly } from './api'

/** The whole Worker: the API, the server-rendered pages, the local stand-ins and the feeds. */
export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .use(forgetPageVersionAfterWrites)
  .route('/api', api)
  .route('/', localIdpRoutes)
  .use('/__local/*', withDb)
  .route('/__local', localDevRoutes)
  .route('/', feedRoutes)
  .route('/', manifestRoutes)
  .route(
    '/',
    pageRoutes((request, env, ctx) => apiOnly.fetch(request, env, ctx)),
  )
  .notFound((c) => errorJson(c, 'NOT_FOUND', SERVER_TEXTS.notFoundApi))
  .onError(onError)
