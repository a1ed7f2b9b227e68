export interface ReceivedPush {
  endpoint: string
  payload?: { title: string; body: string; url: string }
  ttl?: number
  vapid?: { claims: { aud: string; sub: string; exp: number }; publicKey: string }
  error?: string
}
export interface Subscription {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}
export function decryptAes128gcm(body: Buffer, keys: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer
export function checkVapid(header: string | undefined, origin: string, now?: number): { claims: Record<string, unknown>; publicKey: string }
export function startPushService(): Promise<{
  origin: string
  received: ReceivedPush[]
  subscribe(): Subscription
  gone(endpoint: string): void
  close(): Promise<void>
}>
