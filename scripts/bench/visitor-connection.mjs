import http from 'node:http'

/**
 * One visitor's own keep-alive connection to the site, as a visitor's browser has one: requests
 * go one after the other on it and never wait behind another visitor's. (Node's global fetch
 * shares one pool among every caller: under a burst it held some posts back behind others' for
 * seconds before they were even sent, which a bench of 20 visitors must not measure.)
 * @param {string} origin http://host:port
 */
export function visitorConnection(origin) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  /**
   * @param {string} path
   * @param {{ method?: string, headers?: Record<string, string>, body?: FormData }} [options]
   * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string } | null>}
   *   null when the connection failed
   */
  async function request(path, { method = 'GET', headers = {}, body } = {}) {
    // A form is sent as the browser sends it (multipart, with its boundary).
    const encoded = body ? new Response(body) : null
    const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : null
    const sent = {
      ...headers,
      ...(encoded
        ? {
            'content-type': encoded.headers.get('content-type') ?? '',
            'content-length': String(bytes?.length ?? 0),
          }
        : {}),
    }
    return new Promise((resolve) => {
      const outgoing = http.request(
        `${origin}${path}`,
        { method, headers: sent, agent },
        (answer) => {
          let text = ''
          answer.setEncoding('utf8')
          answer.on('data', (chunk) => (text += chunk))
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }),
          )
          answer.on('error', () => resolve(null))
        },
      )
      outgoing.on('error', () => resolve(null))
      outgoing.end(bytes ?? undefined)
    })
  }
  return { request, close: () => agent.destroy() }
}
