import * as v from 'valibot'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'

const T = inSpanish(VALIDATION_TEXTS)

/**
 * The opt-in box 'Quiero recibir por e-mail los avisos…' of the anonymous form and the channel
 * register: multipart sends `true` when ticked and nothing when not.
 */
export const notifyByEmail = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], T.notifyByEmail),
    v.transform((s) => s === 'true'),
  ),
  'false',
)

/** POST /api/notifications/read: some notices by id, or all of them when `ids` is absent. */
export const MarkReadSchema = v.object({
  ids: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(T.noticeIds), v.integer(T.noticeIds), v.minValue(1, T.noticeIds)), T.noticeIds),
      v.maxLength(500, T.noticeIds),
    ),
  ),
})

/** PATCH /api/user/notification-settings: the channels beyond the in-app notices. */
export const NotificationSettingsSchema = v.pipe(
  v.object({
    email: v.optional(v.boolean(T.noticeSettings)),
    push: v.optional(v.boolean(T.noticeSettings)),
  }),
  v.check((s) => s.email !== undefined || s.push !== undefined, T.noticeSettings),
)
export type NotificationSettings = { email: boolean; push: boolean }

const base64url = (max: number) =>
  v.pipe(v.string(T.pushSubscription), v.regex(/^[A-Za-z0-9_-]+=*$/, T.pushSubscription), v.maxLength(max, T.pushSubscription))
const endpoint = v.pipe(v.string(T.pushSubscription), v.maxLength(2048, T.pushSubscription), v.url(T.pushSubscription))

/** The browser's PushSubscription.toJSON(), as POST /api/push/subscriptions takes it. */
export const PushSubscriptionSchema = v.object({
  endpoint,
  expirationTime: v.optional(v.nullable(v.number(T.pushSubscription))),
  keys: v.object({ p256dh: base64url(200), auth: base64url(50) }, T.pushSubscription),
})

export const PushEndpointSchema = v.object({ endpoint })

/** The secret of an unsubscribe link: 32 random bytes in hex, made by SQLite's randomblob. */
export const UnsubscribeParam = v.object({ token: v.pipe(v.string(T.unsubscribeToken), v.regex(/^[0-9a-f]{64}$/, T.unsubscribeToken)) })

/** The secret of a notice confirmation link: 32 random bytes in hex, made by the Worker. */
export const ConfirmParam = v.object({ token: v.pipe(v.string(T.confirmToken), v.regex(/^[0-9a-f]{64}$/, T.confirmToken)) })
