import http from 'node:http'
import zlib from 'node:zlib'

export type Answer = {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body as sent (compressed when `content-encoding` says so). */
  body: Buffer
  /** The body decoded to text. */
  text: () => string
}

/**
 * A visitor whose connections come from an address of its own on the loopback network
 * (127.77.x.y), as a visitor's own IP reaches a reverse proxy: what the site stores must be this
 * address, whatever headers the visitor writes. Cookies are kept, like a browser's.
 */
export class LoopbackVisitor {
  readonly address = `127.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
  private cookies = new Map<string, string>()

  constructor(readonly baseURL: string) {}

  request(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const headers = { ...(cookie && { cookie }), ...init.headers }
    return new Promise((resolve, reject) => {
      const request = http.request(
        this.baseURL + path,
        { method: init.method ?? 'GET', headers, localAddress: this.address, agent: false },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';')
              const index = pair.indexOf('=')
              this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
            }
            const body = Buffer.concat(chunks)
            const gzipped = response.headers['content-encoding'] === 'gzip'
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              text: () => (gzipped ? zlib.gunzipSync(body) : body).toString('utf8'),
            })
          })
        },
      )
      request.on('error', reject)
      request.end(init.body)
    })
  }

  /** The CSRF token of this visitor's session (its cookie kept). */
  async token(): Promise<string> {
    return JSON.parse((await this.request('/csrf-token')).text()).token
  }

  /** Posts a lead form as JSON with `token`; `headers` are added as the visitor wrote them. */
  postJson(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(fields),
    })
  }
}
