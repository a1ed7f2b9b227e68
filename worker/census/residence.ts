import { cityDay } from '@domain/city-day'
import type { ProposalRow, UserRow } from '../db/schema'
import type { CensusRules } from '../db/queries/system-config'
import type { Bindings } from '../env'
import { AppError } from '../errors'
import { activeRecord, type CensusRecord } from './verify'

/** The account's census record in the active census: null when not verified, or no longer in the census. */
export const accountRecord = (env: Bindings, user: Pick<UserRow, 'censusRecord'>) =>
  user.censusRecord ? activeRecord(env, user.censusRecord) : Promise.resolve(null)

/** What GET /api/user says of the person's residence. */
export async function residence(env: Bindings, user: Pick<UserRow, 'censusRecord' | 'verifiedAt'>) {
  const record = await accountRecord(env, user)
  return {
    verified: record !== null,
    residentDistrict: record?.district ?? null,
    verifiedAt: record ? (user.verifiedAt?.toISOString() ?? null) : null,
  }
}

/**
 * The council's rules for a vote by someone who is (or is not) a census record: residents only, of
 * age, and their district's proposals or the city-wide ones. 'Solo en su distrito' needs to know the
 * district, so it asks for residence too.
 */
export function checkVoteRules(rules: CensusRules, record: CensusRecord | null, proposal: Pick<ProposalRow, 'district'>) {
  if (!rules.residentsOnly && !rules.ownDistrictOnly) return
  if (!record) throw new AppError('RESIDENCE_REQUIRED')
  if (record.votesFrom > cityDay()) throw new AppError('TOO_YOUNG')
  if (rules.ownDistrictOnly && proposal.district !== 'Todos' && proposal.district !== record.district) throw new AppError('OTHER_DISTRICT')
}
