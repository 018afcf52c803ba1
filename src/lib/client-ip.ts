import type http from 'node:http'

/** Set by this server on every request from the TCP peer's address; a client cannot send it. */
const peerHeader = 'x-site-peer-address'

/**
 * Route handlers see headers, not sockets, and Next.js only adds X-Forwarded-For when the client
 * did not send one. So the server stamps each request with its socket's address (replacing any
 * value a client sent) before Next.js handles it (lib/http/intake.ts).
 */
export function stampPeerAddress(request: http.IncomingMessage) {
  request.headers[peerHeader] = request.socket?.remoteAddress ?? ''
}

/** How many reverse proxies in front of the site may be believed (TRUST_PROXY, default 0). */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUST_PROXY)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

/**
 * The visitor's address. With TRUST_PROXY=0 X-Forwarded-For is not read at all: the address is
 * the TCP peer. With N trusted proxies, the address N hops back along X-Forwarded-For plus the
 * peer, so a hop a visitor wrote themselves is never taken.
 */
export function clientIp(headers: Headers, hops = trustedProxyHops()): string {
  const peer = headers.get(peerHeader) || ''
  const forwarded =
    headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean) ?? []
  if (!peer) {
    // Not stamped (the first request while the server was starting): Next.js's own value.
    return forwarded.at(-1 - hops) ?? forwarded[0] ?? 'unknown'
  }
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - hops)]
}
