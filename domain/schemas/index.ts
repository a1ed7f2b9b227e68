import * as v from 'valibot'
import { VALIDATION_TEXTS as T } from '../texts/validation'

// Every rule names its own Spanish message; this covers what none names (a body that is not an object,
// an unexpected type deep inside), so no English library text ever reaches a person.
v.setGlobalMessage((issue) => (issue.path?.length ? T.fieldInvalid : T.bodyInvalid))

export * from './fields'
export * from './proposal'
export * from './account'
export * from './budget-cycle'
export * from './navigation'
export * from './notices'
export * from './budget'
