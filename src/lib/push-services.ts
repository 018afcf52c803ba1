import { env } from '@/lib/env.mjs'

/**
 * The hosts of the browsers' Web Push services: Chrome, Edge (via FCM), Firefox, Safari and
 * Windows. A staff device's subscription endpoint must be on one of them (or an origin of
 * PUSH_SERVICE_ORIGINS), over https: otherwise a signed-in account could make the server POST
 * to any address (an internal one) and read from the answer whether it exists.
 */
const browserPushHosts = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
]

/** Whether a subscription endpoint may be sent to. */
export function isKnownPushEndpoint(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if ((env().PUSH_SERVICE_ORIGINS ?? []).includes(url.origin)) return true
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    browserPushHosts.some((host) => host.test(url.hostname))
  )
}
