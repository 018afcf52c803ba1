import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto'
import http from 'node:http'

/** A browser's side of one Web Push subscription: its ECDH key pair and auth secret. */
export class BrowserSubscription {
  ecdh = createECDH('prime256v1')
  auth = randomBytes(16)

  /** @param {string} endpoint */
  constructor(endpoint) {
    this.endpoint = endpoint
    this.publicKey = this.ecdh.generateKeys()
  }

  /** What PushSubscription.toJSON() gives the page. */
  toJSON() {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: this.publicKey.toString('base64url'), auth: this.auth.toString('base64url') },
    }
  }

  /** Decrypts an aes128gcm message body (RFC 8188 + RFC 8291) as the browser would. */
  /** @param {Buffer} body @returns {string} */
  decrypt(body) {
    const salt = body.subarray(0, 16)
    const recordSize = body.readUInt32BE(16)
    const keyIdLength = body[20]
    const serverKey = body.subarray(21, 21 + keyIdLength)
    const records = body.subarray(21 + keyIdLength)
    if (records.length > recordSize) throw new Error('one record expected')
    const hmac = (/** @type {Buffer} */ key, /** @type {Buffer} */ data) =>
      createHmac('sha256', key).update(data).digest()
    const secret = this.ecdh.computeSecret(serverKey)
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, serverKey])
    const ikm = hmac(hmac(this.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]))
    const prk = hmac(salt, ikm)
    const info = (/** @type {string} */ name) => Buffer.from(`Content-Encoding: ${name}\0\x01`)
    const key = hmac(prk, info('aes128gcm')).subarray(0, 16)
    const nonce = hmac(prk, info('nonce')).subarray(0, 12)
    const decipher = createDecipheriv('aes-128-gcm', key, nonce)
    decipher.setAuthTag(records.subarray(records.length - 16))
    const plain = Buffer.concat([
      decipher.update(records.subarray(0, records.length - 16)),
      decipher.final(),
    ])
    // The last record ends with the delimiter 0x02, then zero padding.
    let end = plain.length - 1
    while (end >= 0 && plain[end] === 0) end--
    if (plain[end] !== 2) throw new Error('no last-record delimiter')
    return plain.subarray(0, end).toString('utf8')
  }
}

/**
 * @typedef {{ id: string, headers: http.IncomingHttpHeaders, body: Buffer, vapidValid: boolean,
 *   at: number }} PushRequest  `vapidValid`: the VAPID JWT verified against the key in the
 *   Authorization header (RFC 8292); `at`: when it arrived (ms since the epoch).
 */

/** RFC 8292: `vapid t=<JWT ES256>, k=<public key>`; the JWT's signature checked with k. */
/** @param {string | undefined} header @param {string} audience */
function vapidValid(header, audience) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) return false
  const [head, claims, signature] = match[1].split('.')
  const raw = Buffer.from(match[2], 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString())
  return signed && body.aud === audience && (body.exp ?? 0) * 1000 > Date.now()
}

/**
 * A push service for tests (RFC 8030): takes a message POSTed to /push/<id> with 201, keeps it,
 * and answers 410 Gone for a subscription marked gone, as a browser vendor's service does once
 * the device unsubscribed.
 */
export class FakePushService {
  /** @type {PushRequest[]} */
  received = []
  /** @type {Set<string>} */
  gone = new Set()
  /** @type {http.Server | null} */
  server = null
  port = 0

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  /** The server's setting that lets staff devices subscribe on this (plain http, local) service. */
  env() {
    return { PUSH_SERVICE_ORIGINS: this.url }
  }

  /** A new browser subscription with an endpoint on this service. */
  subscription() {
    return new BrowserSubscription(`${this.url}/push/${randomBytes(8).toString('hex')}`)
  }

  /** Listens on `port` (any free one by default; the same one again after a stop). */
  async start(port = 0) {
    this.server = http.createServer((request, response) => {
      /** @type {Buffer[]} */
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        const id = /^\/push\/([0-9a-f]+)$/.exec(request.url ?? '')?.[1]
        if (request.method !== 'POST' || !id) return response.writeHead(404).end()
        if (this.gone.has(id)) return response.writeHead(410).end()
        this.received.push({
          id,
          headers: request.headers,
          body: Buffer.concat(chunks),
          vapidValid: vapidValid(request.headers.authorization, this.url),
          at: Date.now(),
        })
        response.writeHead(201, { location: `/message/${this.received.length}` }).end()
      })
    })
    await new Promise((resolve) =>
      /** @type {http.Server} */ (this.server).listen(port, '127.0.0.1', () => resolve(undefined)),
    )
    this.port = /** @type {import('node:net').AddressInfo} */ (this.server.address()).port
    return this
  }

  async stop() {
    this.server?.closeAllConnections()
    await new Promise((resolve) => this.server?.close(() => resolve(undefined)))
  }
}
