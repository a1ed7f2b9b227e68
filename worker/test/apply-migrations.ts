import { applyD1Migrations, reset } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach } from 'vitest'
import { forgetLocalSigningKey } from '../auth/local-idp/keys'

// Every test starts from an empty database with the schema applied and an empty bucket.
beforeEach(async () => {
  await reset()
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  forgetLocalSigningKey()
})
