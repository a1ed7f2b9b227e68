import * as v from 'valibot'
import { HEADINGS } from '@domain/budget'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import { YEAR_PATTERN } from './year'

const T = inSpanish(VALIDATION_TEXTS)

/** GET /api/results/acta/{year}: the year of the acta, as its address writes it. */
export const ActaParamSchema = v.object({ year: v.pipe(v.string(T.year), v.regex(YEAR_PATTERN, T.year), v.transform(Number)) })

/** '?distrito=Sur': the acta of one heading; without it, every confirmed heading of the year. */
export const ActaQuerySchema = v.object({ distrito: v.optional(v.picklist(HEADINGS, T.district)) })
