// Generated hostile posts against the three lead endpoints: one definition for the integration
// test (2,000 bodies per endpoint) and `npm run bench:fuzz` / bench:chaos (10,000). Seeded, so a
// failure reproduces with the same FUZZ_SEED. Raw node:http, because fetch refuses some of what
// is sent here (TRACE, bodies that lie about their type, duplicate cookies).
import http from 'node:http'

export const leadEndpoints = ['agregar', 'tramcase', 'socialmedia']

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max) => Math.floor(next() * max)
  const pick = (items) => items[int(items.length)]
  const chance = (p) => next() < p
  return { next, int, pick, chance }
}

const oddStrings = [
  '',
  ' ',
  '\t\n\r',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "'; DROP TABLE leads; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  'Robert\'); DELETE FROM "lead_deliveries";--',
  '%00',
  'a\u0000b',
  '\u0000',
  '\u202eevil\u202c',
  'Zalgo z̷̢̛a̶l̵g̸o̷',
  '😀👍🏽🇲🇽',
  '\ud800',
  '\udfff\ud800',
  'ñandú Ümlaut ÁÉÍÓÚ',
  '中文 العربية עברית',
  '\u00a0\u2028\u2029\ufeff',
  '%E0%A4%A',
  '%',
  '100%25',
  '../../etc/passwd',
  'javascript:alert(1)',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '2026-11-22T10:00:00.000Z',
  '2026-02-31T10:00:00Z',
  '2026-11-22T25:00:00Z',
  'Mon, 22 Nov 2026 10:00:00 GMT',
  '__proto__',
  'constructor',
]

function randomText(rng, max = 40) {
  const alphabets = [
    'abcdefghijklmnopqrstuvwxyz ',
    'ÁÉÍÓÚáéíóúñÑüÜ',
    '0123456789+-() ',
    '<>"\'&;%$#@!`\\/{}[]|=*?',
    '\u0000\u0001\u0007\u001b\u007f\u0085',
    '日本語한국어русский ελληνικά',
    '😀🎉🇺🇸\u200d\u200b',
  ]
  const length = rng.int(max + 1)
  let out = ''
  for (let i = 0; i < length; i += 1) {
    const alphabet = rng.pick(alphabets)
    out += [...alphabet][rng.int([...alphabet].length)]
  }
  return out
}

function oddValue(rng) {
  const roll = rng.int(10)
  if (roll < 4) return rng.pick(oddStrings)
  if (roll < 7) return randomText(rng, rng.chance(0.1) ? 5000 : 60)
  if (roll === 7) return 'x'.repeat(rng.pick([255, 1000, 10_001, 20_000, 70_000]))
  if (roll === 8) return String(rng.int(10 ** rng.int(15)))
  return rng.pick(oddStrings) + randomText(rng, 10)
}

/** JSON-only value shapes: wrong types the form encodings cannot express. */
function oddJsonValue(rng) {
  return rng.pick([
    null,
    true,
    false,
    0,
    -1.5,
    1e308,
    [],
    ['a', 'b'],
    {},
    { nested: { deep: [1, 2, { x: 'y' }] } },
    oddValue(rng),
  ])
}

const validPhone = (rng) => `202555${String(rng.int(10_000)).padStart(4, '0')}`

/** A valid post of one of the spec's form variants, as a browser sends it. */
function baseFields(rng, endpoint) {
  const common = {
    nombre: rng.pick(['María José Núñez', 'John Smith', 'Ana']),
    email: rng.pick(['maria@example.com', '', 'a.b+c@example.org']),
    phone: rng.pick([validPhone(rng), `(202) 555-${String(rng.int(10_000)).padStart(4, '0')}`]),
    mensaje: rng.pick(['Necesito ayuda', '', 'Line one\r\nLine two']),
    fecha_hora: new Date(1_790_000_000_000 + rng.int(1e10)).toISOString(),
    locale: rng.pick(['es', 'en', undefined]),
  }
  if (endpoint === 'socialmedia') {
    return {
      ...common,
      agente: rng.pick(['General', 'Andrea', 'Carlos', 'Lucía', 'Marcos']),
      link: rng.pick(['https://m.me/t/123', 'https://wa.me/12025550100']),
      source: rng.pick(['Facebook Messenger', 'Tik Tok Ads', 'WhatsApp Lead', 'Instagram']),
      status: rng.pick(['Connected', 'New Lead']),
      tipo: rng.pick(['inm', 'pi']),
      hora: rng.pick(['1', '0']),
      pc_referido: rng.pick(['1', '0']),
      pc_videollamada: '0',
      direcionada: '1',
      seccion: 'Social Media',
    }
  }
  const situacion = rng.pick(['spouse', 'divorced', 'abuseVictim', 'none'])
  if (endpoint === 'tramcase') {
    return { ...common, situacion, checkbox: '1', seccion: 'Tramcase Landing' }
  }
  switch (rng.int(5)) {
    case 0:
      return {
        ...common,
        checkbox: '1',
        casado: rng.pick(['si', 'no']),
        estancia: rng.pick(['si', 'no']),
        situacion,
        email: 'p@example.com',
        seccion: 'Landing Parole',
      }
    case 1:
      return {
        referidor_nombre: 'Luis Pérez',
        referidor_telefono: validPhone(rng),
        nombre: common.nombre,
        phone: validPhone(rng),
        seccion: 'Referidos',
        fecha_hora: common.fecha_hora,
      }
    case 2:
      return { ...common, situacion, checkbox: '1', seccion: 'Youtube Landing Español' }
    case 3:
      return { ...common, seccion: 'Contacto Español', checkbox: rng.pick(['', '1']) }
    default:
      return { ...common, checkbox: '1', seccion: rng.pick(['Footer Inglés', 'Visa U']) }
  }
}

const fieldNames = [
  'nombre',
  'email',
  'phone',
  'mensaje',
  'checkbox',
  'seccion',
  'situacion',
  'casado',
  'estancia',
  'fecha_hora',
  'referidor_nombre',
  'referidor_telefono',
  'agente',
  'link',
  'source',
  'status',
  'tipo',
  'hora',
  'website',
  'locale',
  'form_id',
  'page_path',
  '_token',
  '__proto__',
  'constructor',
]

/** The valid post, then a few mutations: dropped, replaced, retyped, added, repeated fields. */
function mutatedFields(rng, endpoint, token) {
  const entries = Object.entries({ _token: token, ...baseFields(rng, endpoint) }).filter(
    ([, value]) => value !== undefined,
  )
  const mutations = rng.chance(0.25) ? 0 : 1 + rng.int(4)
  for (let i = 0; i < mutations; i += 1) {
    const roll = rng.int(9)
    if (roll === 0 && entries.length) entries.splice(rng.int(entries.length), 1)
    else if (roll <= 3 && entries.length) entries[rng.int(entries.length)][1] = oddValue(rng)
    else if (roll === 4) entries.push([rng.pick(fieldNames), oddValue(rng)])
    else if (roll === 5 && entries.length) entries.push([...rng.pick(entries)].map(String))
    else if (roll === 6) entries.push([oddValue(rng).slice(0, 200), oddValue(rng)])
    else if (roll === 7 && entries.length) entries[rng.int(entries.length)][1] = oddJsonValue(rng)
    else entries.push(['fecha_hora', oddValue(rng)])
  }
  return entries
}

const asText = (value) =>
  typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value)

function multipartBody(rng, entries) {
  const boundary = `----fuzz${rng.int(1e9)}`
  let body = ''
  for (const [key, value] of entries) {
    const asFile = rng.chance(0.03)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/"/g, '%22')}"`
    body += asFile ? `; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\n` : '\r\n\r\n'
    body += `${asText(value)}\r\n`
  }
  body += `--${boundary}--\r\n`
  const type = `multipart/form-data; boundary=${boundary}`
  switch (rng.chance(0.15) ? rng.int(5) : -1) {
    case 0:
      return { type, body: body.slice(0, rng.int(body.length)) } // truncated
    case 1:
      return { type: 'multipart/form-data', body } // no boundary
    case 2:
      return { type: `multipart/form-data; boundary=other`, body } // wrong boundary
    case 3:
      return { type, body: body.replace(/\r\n/g, '\n') } // bare LF
    case 4:
      return { type, body: `garbage${body}` }
    default:
      return { type, body }
  }
}

// Lone surrogates cannot be percent-encoded; a browser sends them as U+FFFD.
const encode = (text) => encodeURIComponent(text.toWellFormed())

function urlencodedBody(rng, entries) {
  let body = entries.map(([key, value]) => `${encode(key)}=${encode(asText(value))}`).join('&')
  if (rng.chance(0.15)) {
    body += rng.pick(['&%zz=1', '&a=%', '&=&&=', '&phone=%E0%A4%A', '&&&', '&x=%00%ff%fe', ';a=b'])
  }
  const type = rng.pick([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=UTF-8',
    'application/x-www-form-urlencoded; charset=latin1',
  ])
  return { type, body }
}

function jsonBody(rng, entries) {
  const type = rng.pick(['application/json', 'application/json; charset=utf-8'])
  const roll = rng.int(20)
  if (roll === 0) return { type, body: rng.pick(['[]', '"text"', '42', 'null', 'true']) }
  if (roll === 1) return { type, body: `{"nombre": "unterminated` }
  if (roll === 2) return { type, body: '['.repeat(5000) + ']'.repeat(5000) }
  if (roll === 3) return { type, body: '{"a":'.repeat(2000) + '1' + '}'.repeat(2000) }
  if (roll === 4) {
    // Duplicate keys: JSON.parse keeps the last; both are on the wire.
    const raw = entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v ?? null)}`)
    return { type, body: `{${raw.join(',')},${raw.join(',')}}` }
  }
  if (roll === 5) return { type, body: '\ufeff' + JSON.stringify(Object.fromEntries(entries)) }
  return { type, body: JSON.stringify(Object.fromEntries(entries)) }
}

function oddBody(rng, entries) {
  return rng.pick([
    { type: undefined, body: '' },
    { type: undefined, body: 'nombre=x' },
    { type: 'text/plain', body: JSON.stringify(Object.fromEntries(entries)) },
    { type: 'application/xml', body: '<lead><nombre>x</nombre></lead>' },
    { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
    { type: 'application/x-www-form-urlencoded', body: Buffer.from([0xc3, 0x28, 0x3d, 0xa0]) },
    { type: 'multipart/form-data; boundary=', body: '--\r\n' },
    { type: 'application/json', body: 'x'.repeat(70_000) },
    { type: 'application/json, text/html', body: '{}' },
    { type: ';;;', body: '{}' },
  ])
}

const oddMethods = ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'TRACK', 'FOO']

function oddCookies(rng) {
  return rng.pick([
    'campaign_source=100%25',
    'campaign_source=100%',
    'campaign_source=%E0%A4%A',
    'campaign_source=%0D%0ASet-Cookie:%20x=1',
    'campaign_source=%C3%B1and%C3%BA',
    `campaign_source=${'a'.repeat(3000)}`,
    'lead_csrf=%ZZ',
    'lead_csrf=%0A',
    `lead_csrf=${'b'.repeat(200)}`,
    'lead_flash=not-base64!!',
    'lead_flash=eyJmb3JtSWQiOjF9',
    `lead_flash=${Buffer.from('{"formId":"x","error":"name","values":"abc"}').toString('base64url')}`,
    'payload-token=garbage',
    'a=b; a=c; =; ;;',
  ])
}

/**
 * One generated request: method, path, headers and body. Tokens and cookies come from real
 * sessions so most posts reach the schema; some are stripped, forged or doubled.
 */
export function generateRequest(rng, endpoint, { sessions, staffToken }) {
  const session = rng.pick(sessions)
  const entries = mutatedFields(rng, endpoint, session.token)
  const encoding = rng.int(20)
  const { type, body } =
    encoding < 7
      ? multipartBody(rng, entries)
      : encoding < 13
        ? urlencodedBody(rng, entries)
        : encoding < 19
          ? jsonBody(rng, entries)
          : oddBody(rng, entries)
  const headers = { accept: rng.chance(0.15) ? 'text/html,application/xhtml+xml' : '*/*' }
  if (type !== undefined) headers['content-type'] = type
  const cookies = rng.chance(0.9) ? [session.cookie] : []
  if (rng.chance(0.2)) cookies.push(oddCookies(rng))
  if (rng.chance(0.05)) cookies.unshift(oddCookies(rng))
  if (cookies.length) headers.cookie = cookies.join('; ')
  if (endpoint === 'socialmedia' && rng.chance(0.85)) headers.authorization = `JWT ${staffToken}`
  if (rng.chance(0.1)) headers['x-csrf-token'] = rng.pick([session.token, 'x', 'y'.repeat(300)])
  if (rng.chance(0.15)) {
    headers.referer = rng.pick([
      'http://localhost/en/contact?utm_source=x',
      '//evil.example/x',
      'not a url',
      '/%E0%A4%A',
      `http://localhost/${'p'.repeat(3000)}`,
    ])
  }
  if (rng.chance(0.05)) headers['sec-fetch-mode'] = 'navigate'
  const method = rng.chance(0.06) ? rng.pick(oddMethods) : 'POST'
  // Node's HTTP parser answers 400 to methods it does not know and closes the socket at once,
  // so a body still being written would read as a reset, not as the answer.
  const parserRefuses = method === 'TRACK' || method === 'FOO'
  return { method, path: `/api/prospecto/${endpoint}`, headers, body: parserRefuses ? '' : body }
}

// One connection per request: a reused keep-alive socket that the server closes at the same
// moment reads as 'socket hang up', which must mean a server failure here, not a timing race.
const agent = new http.Agent({ keepAlive: false, maxSockets: 64 })

/** Sends one raw request; resolves with status, location and the body text (never rejects). */
export function send(baseURL, { method, path, headers, body }) {
  const url = new URL(path, baseURL)
  const payload = typeof body === 'string' ? Buffer.from(body) : body
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, 'content-length': payload.length },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode, location: response.headers.location, text }),
        )
        response.on('error', (error) => resolve({ status: 0, text: String(error) }))
      },
    )
    request.on('error', (error) => resolve({ status: 0, text: String(error) }))
    request.end(payload)
  })
}

/** `success`: the JSON answer, or a plain form's 303 to a thank-you page. */
export function isSuccess(response) {
  if (response.status === 200) return response.text.includes('"status":"success"')
  return response.status === 303 && /thank-you|gracias/.test(response.location ?? '')
}

/** CSRF sessions (cookie + token) as a browser gets them from GET /csrf-token. */
export async function csrfSessions(baseURL, count) {
  const sessions = []
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseURL}/csrf-token`)
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    sessions.push({ cookie, token: (await response.json()).token })
  }
  return sessions
}

/**
 * Posts `perEndpoint` generated requests to each endpoint over `concurrency` connections.
 * Returns, per endpoint, counts by status, the number of `success` answers and the 5xx samples
 * (request and answer) to reproduce them.
 *
 * @returns {Promise<Record<string, { byStatus: Record<string, number>, successes: number, serverErrors: object[] }>>}
 */
export async function runFuzz({ baseURL, staffToken, perEndpoint, seed, concurrency = 8 }) {
  const sessions = await csrfSessions(baseURL, 12)
  const results = {}
  for (const [index, endpoint] of leadEndpoints.entries()) {
    const rng = seededRandom(seed * 31 + index)
    const requests = Array.from({ length: perEndpoint }, () =>
      generateRequest(rng, endpoint, { sessions, staffToken }),
    )
    const result = { byStatus: {}, successes: 0, serverErrors: [] }
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]
        const response = await send(baseURL, request)
        result.byStatus[response.status] = (result.byStatus[response.status] ?? 0) + 1
        if (isSuccess(response)) result.successes += 1
        if (response.status >= 500 || response.status === 0) {
          if (result.serverErrors.length < 10) {
            const body = String(request.body).slice(0, 500)
            result.serverErrors.push({
              ...request,
              body,
              status: response.status,
              answer: response.text.slice(0, 300),
            })
          }
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    results[endpoint] = result
  }
  return results
}
