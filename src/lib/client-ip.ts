import http from 'node:http'

/** Set by this server on every request from the TCP peer's address; a client cannot send it. */
const peerHeader = 'x-site-peer-address'

/**
 * Route handlers see headers, not sockets, and Next.js only adds X-Forwarded-For when the client
 * did not send one. So the server stamps each request with its socket's address (replacing any
 * value a client sent) before Next.js handles it. Installed once at start (instrumentation).
 */
export function stampPeerAddresses() {
  const marker = Symbol.for('site.peerAddressStamp')
  const prototype = http.Server.prototype as http.Server & { [marker]?: boolean }
  if (prototype[marker]) return
  prototype[marker] = true
  const emit = prototype.emit
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      request.headers[peerHeader] = request.socket?.remoteAddress ?? ''
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
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
