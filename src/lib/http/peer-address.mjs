/**
 * The request header that carries the TCP peer's address from the server (server.mjs) to the
 * app: route handlers see headers, not sockets. Set by the intake on every request, over any
 * value a client sent, so only the server writes it.
 */
export const peerHeader = 'x-site-peer-address'

/**
 * Replaces whatever the client sent under the peer header with the socket's address, in the
 * parsed headers Next.js reads and in the raw list beside them.
 * @param {import('node:http').IncomingMessage} request
 */
export function stampPeerAddress(request) {
  if (request.headers[peerHeader] !== undefined) {
    const raw = request.rawHeaders
    for (let i = raw.length - 2; i >= 0; i -= 2) {
      if (raw[i].toLowerCase() === peerHeader) raw.splice(i, 2)
    }
  }
  request.headers[peerHeader] = request.socket.remoteAddress ?? ''
}
