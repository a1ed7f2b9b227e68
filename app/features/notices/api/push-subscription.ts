import { api, unwrap } from '@app/lib/api'

/** Web Push needs a service worker, the Push API and notifications; old and some embedded browsers lack one. */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0))
}

export async function currentPushSubscription() {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

/** Asks the browser for permission, subscribes with the portal's VAPID key and tells the server. */
export async function subscribeThisDevice(): Promise<'subscribed' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied'
  const { publicKey } = await unwrap(api.push['public-key'].$get())
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
  const { endpoint, keys } = subscription.toJSON()
  await unwrap(
    api.push.subscriptions.$post({ json: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } }),
  )
  return 'subscribed'
}

export async function unsubscribeThisDevice() {
  const subscription = await currentPushSubscription()
  if (!subscription) return
  await unwrap(api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }))
  await subscription.unsubscribe()
}
