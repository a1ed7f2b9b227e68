import * as v from 'valibot'
import { DEFAULT_MIN_AGE } from '../census'
import { CENSUS_ERRORS } from '../texts/census'

/** The census file and the minimum age to vote ('16' unless the council says otherwise). */
export const CensusUploadSchema = v.object({
  file: v.instance(File, CENSUS_ERRORS.fileMissing),
  minAge: v.optional(
    v.pipe(v.string(CENSUS_ERRORS.minAge), v.regex(/^(1[0-8]|\d)$/, CENSUS_ERRORS.minAge), v.transform(Number)),
    String(DEFAULT_MIN_AGE),
  ),
})
