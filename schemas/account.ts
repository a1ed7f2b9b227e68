import * as v from 'valibot'
import * as f from './fields'
import * as C from '@domain/constants'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'

const T = inSpanish(VALIDATION_TEXTS)

/** 'Mi Perfil' form and PATCH /api/users/{id} (§5). */
export const ProfileSchema = v.object({
  name: f.personName,
  surname: f.personSurname,
  phone: f.phone,
  email: f.email,
})

/** A required text on the sign-in screen: blank (after trimming) fails with the 'obligatorio' message. */
const mandatory = (message: string, max: number, maxMessage: string) =>
  v.pipe(f.present(message), v.trim(), v.nonEmpty(message), v.maxLength(max, maxMessage))

export const LoginSchema = v.object({
  email: v.pipe(f.present(T.emailRequired), v.trim(), v.nonEmpty(T.emailRequired), v.email(T.emailFormat)),
  password: v.pipe(f.present(T.passwordRequired), v.nonEmpty(T.passwordRequired)),
})

/** The registration tab of /auth (§2, §5): email, password, name, surname, phone. */
export const RegisterSchema = v.object({
  email: LoginSchema.entries.email,
  password: v.pipe(f.present(T.passwordMin), v.minLength(C.MIN_PASSWORD, T.passwordMin), v.maxLength(C.MAX_PASSWORD, T.passwordMax)),
  name: v.pipe(mandatory(T.nameMandatory, C.MAX_NAME, T.nameMax), v.minLength(C.MIN_NAME, T.nameRequired)),
  surname: v.pipe(mandatory(T.surnameMandatory, C.MAX_NAME, T.surnameMax), v.minLength(C.MIN_NAME, T.surnameRequired)),
  phone: v.pipe(mandatory(T.phoneMandatory, C.MAX_PHONE, T.phoneMax), v.minLength(C.MIN_PHONE, T.phoneMin)),
})

/**
 * What the SPA tells the server after each sign-in (§7 POST /api/auth/google and /api/auth/email).
 * Identity comes from the verified token; these fields only fill in what the token does not say.
 */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(T.text), v.trim(), v.maxLength(max, T.text))))
export const AuthNotifySchema = v.object({
  email: optionalText(C.MAX_EMAIL),
  displayName: optionalText(C.MAX_NAME * 2),
  photoURL: optionalText(2048),
  uid: optionalText(128),
  name: v.optional(f.personName),
  surname: v.optional(f.personSurname),
  phone: v.optional(f.phone),
})

export const RoleSchema = v.object({ isAdmin: v.boolean(T.isAdmin) })
/**
 * PATCH /api/system-config: whether voting is open, and the council's census rules for votes; each
 * settable alone, and at least one of them.
 */
export const SystemConfigSchema = v.pipe(
  v.object({
    votingEnabled: v.optional(v.boolean(T.votingEnabled)),
    residentsOnly: v.optional(v.boolean(T.censusRule)),
    ownDistrictOnly: v.optional(v.boolean(T.censusRule)),
    censusVoting: v.optional(v.boolean(T.censusRule)),
  }),
  // An empty change names the main switch, so the refusal points at a field.
  v.forward(
    v.check((o) => Object.values(o).some((x) => x !== undefined), T.votingEnabled),
    ['votingEnabled'],
  ),
)

export const CookiePreferencesSchema = v.object(
  {
    preferences: v.object(
      {
        necessary: v.optional(v.literal(true, T.preferences), true),
        functional: v.boolean(T.preferences),
        analytics: v.boolean(T.preferences),
        marketing: v.boolean(T.preferences),
      },
      T.preferences,
    ),
  },
  T.preferences,
)
export type CookiePreferences = v.InferOutput<typeof CookiePreferencesSchema>['preferences']
