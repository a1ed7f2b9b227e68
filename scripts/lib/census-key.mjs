// The census key (CENSUS_KEY) for local runs and tests: 32 random bytes, hex. A deploy sets its own
// with `wrangler secret put CENSUS_KEY --env production` (README, «Desplegar»).
import { randomBytes } from 'node:crypto'

export const makeCensusKey = () => randomBytes(32).toString('hex')
