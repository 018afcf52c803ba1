import webPush from 'web-push'
import { env, type Environment } from '@/lib/env.mjs'
import { outboundRequest } from '@/lib/http/outbound'
import { isKnownPushEndpoint } from '@/lib/push-services'

/** The firm's VAPID keys (npx web-push generate-vapid-keys), or null while push is off. */
export type PushConfig = { publicKey: string; privateKey: string; subject: string }

export function pushConfig(source: Environment = env()): PushConfig | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = source
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY || !VAPID_SUBJECT) return null
  return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT }
}

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } }

/** What the push service said: taken, or the subscription is gone (the device unsubscribed). */
export type PushOutcome = 'sent' | 'gone'

type SignedVapid = { header: string; until: number }

// On globalThis: the module may exist twice in one process (instrumentation, routes).
const signedVapid: Map<string, SignedVapid> = ((
  globalThis as { siteSignedVapid?: Map<string, SignedVapid> }
).siteSignedVapid ??= new Map())

/**
 * The VAPID header for a push service (RFC 8292): a JWT signed with the firm's key, valid 12 h,
 * made once an hour per push service, not per message (the ECDSA signature was about a
 * millisecond of the one thread for every alert of a burst).
 */
function vapidAuthorization(config: PushConfig, endpoint: string): string {
  const audience = new URL(endpoint).origin
  const key = `${audience} ${config.subject} ${config.publicKey}`
  const now = Date.now()
  const signed = signedVapid.get(key)
  if (signed && signed.until > now) return signed.header
  const { Authorization } = webPush.getVapidHeaders(
    audience,
    config.subject,
    config.publicKey,
    config.privateKey,
    'aes128gcm',
    Math.floor(now / 1000) + 12 * 60 * 60,
  )
  signedVapid.set(key, { header: Authorization, until: now + 60 * 60_000 })
  return Authorization
}

/**
 * One Web Push message (RFC 8030), encrypted for the subscription (aes128gcm, RFC 8291) and
 * signed with the VAPID key (RFC 8292) by the web-push library; sent by outboundRequest so that
 * a bounded timeout holds and a test's push service may be plain http. Throws on other refusals.
 */
export async function sendPush(
  config: PushConfig,
  target: PushTarget,
  message: string,
  timeoutMs = 10_000,
): Promise<PushOutcome> {
  // A row stored before the host check (or since PUSH_SERVICE_ORIGINS changed) is dropped, not called.
  if (!isKnownPushEndpoint(target.endpoint)) return 'gone'
  const request = webPush.generateRequestDetails(target, message, {
    headers: { Authorization: vapidAuthorization(config, target.endpoint) },
    TTL: 3600,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
  })
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  )
  const response = await outboundRequest(
    request.endpoint,
    { method: request.method, headers, body: request.body as Buffer },
    timeoutMs,
  )
  if (response.status === 404 || response.status === 410) return 'gone'
  if (!response.ok) throw new Error(`push service answered ${response.status} ${response.text}`)
  return 'sent'
}
