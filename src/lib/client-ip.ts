import { env } from '@/lib/env.mjs'
import { peerHeader } from '@/lib/http/peer-address.mjs'

/** How many reverse proxies in front of the site may be believed (TRUST_PROXY, default 0). */
export function trustedProxyHops(): number {
  return env().TRUST_PROXY
}

/**
 * The visitor's address, from the TCP peer the server (server.mjs) stamps on each request over
 * anything the client sent. With TRUST_PROXY=0 X-Forwarded-For is not read at all: the address
 * is the peer. With N trusted proxies, the address N hops back along X-Forwarded-For plus the
 * peer, so a hop a visitor wrote themselves is never taken. Without the stamp (a request that did
 * not come through the server) no header is believed: the address is `unknown`.
 */
export function clientIp(headers: Headers, hops = trustedProxyHops()): string {
  const peer = headers.get(peerHeader)
  if (!peer) return 'unknown'
  const forwarded =
    hops === 0
      ? []
      : (headers
          .get('x-forwarded-for')
          ?.split(',')
          .map((hop) => hop.trim())
          .filter(Boolean) ?? [])
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - hops)]
}
