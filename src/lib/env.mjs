import { z } from 'zod'

/**
 * The server's configuration: every environment variable the site reads, parsed once at start
 * (server.mjs, and instrumentation for `next dev`). A bad value stops the start with one line
 * naming the variable, instead of a default taken silently or a failure on the first lead.
 * Plain JavaScript with zod: the custom server runs it before anything is compiled, and
 * TypeScript infers the parsed types from the schema (allowJs).
 */

// An empty value is an unset one: `FOO= npm start` and a blank line in a unit file mean "default".
const unsetIfEmpty = (value) => (value === '' ? undefined : value)

const wholeNumber = (min, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min}`)
    .transform(Number)
    .pipe(
      z.number().min(min, `must be a whole number from ${min}`).max(max, `must be at most ${max}`),
    )

const positiveNumber = z
  .string()
  .trim()
  .regex(/^\d*\.?\d+$/, 'must be a number above 0')
  .transform(Number)
  .pipe(z.number().positive('must be a number above 0'))

const urlWith = (protocols, what) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, `must be ${what}`)

const text = z.string().trim().min(1)

const variables = {
  // Checked here; code reads it as process.env.NODE_ENV, which Next fixes at build time to the
  // build's mode (a production build under NODE_ENV=test is still a production server).
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: wholeNumber(1, 65_535).default(3000),
  // Prometheus metrics (lib/metrics): their own listener, off when unset, local unless told.
  METRICS_PORT: wholeNumber(1, 65_535).optional(),
  METRICS_HOST: text.default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => {
      if (!/^(file:|postgres(ql)?:\/\/)/.test(value)) return false
      try {
        return Boolean(new URL(value))
      } catch {
        return false
      }
    }, 'must be a file: URL (SQLite) or a postgres:// URL')
    .default('file:./data/site.db'),
  PAYLOAD_SECRET: text.optional(),
  SITE_URL: urlWith(['http:', 'https:'], 'an http:// or https:// origin').optional(),
  MEDIA_DIR: text.default('media'),
  // Clients' documents (features/documents): a private folder, never under public/.
  DOCUMENTS_DIR: text.default('data/documents'),
  // Uploads on an S3-compatible bucket (lib/storage): on when S3_BUCKET is set.
  S3_BUCKET: text.optional(),
  S3_ENDPOINT: urlWith(['http:', 'https:'], 'an http:// or https:// URL').optional(),
  S3_REGION: text.default('us-east-1'),
  S3_ACCESS_KEY_ID: text.optional(),
  S3_SECRET_ACCESS_KEY: text.optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], 'must be 1 or 0').default('0'),
  // The firm's signing certificate for signed engagement letters (features/engagements): a
  // PKCS#12 file's path or its base64; unset, a self-signed one is made and kept in data/.
  SIGNING_P12: text.optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  LEAD_NOTIFY_TO: text.optional(),
  LEAD_NOTIFY_FROM: text.optional(),
  MAIL_FROM: text.optional(),
  LEAD_WEBHOOK_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL').optional(),
  LEAD_RATE_LIMIT: wholeNumber(1).default(10),
  // Leads taken at once per process, from their post to the end of their alert and reply.
  LEAD_INTAKE_BOUND: wholeNumber(1).default(4),
  OUTBOX_POLL_MS: wholeNumber(1).default(5_000),
  OUTBOX_RETRY_BASE_MS: wholeNumber(1).default(5_000),
  OUTBOX_MAX_ATTEMPTS: wholeNumber(1).default(20),
  // At most 30 s: a send must end well inside the outbox's 45 s claim of a delivery.
  OUTBOX_SEND_TIMEOUT_MS: wholeNumber(1, 30_000).default(30_000),
  REDIS_URL: urlWith(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
  TRUST_PROXY: wholeNumber(0, 10).default(0),
  GOOGLE_PLACES_API_KEY: text.optional(),
  GOOGLE_PLACE_ID: text.optional(),
  GOOGLE_REVIEWS_SYNC_MINUTES: positiveNumber.default(720),
  GOOGLE_PLACES_API_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL').default(
    'https://places.googleapis.com',
  ),
  FIRM_TIME_ZONE: z
    .string()
    .trim()
    .refine((name) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: name })
        return true
      } catch {
        return false
      }
    }, 'must be an IANA time zone name such as America/New_York')
    .default('America/New_York'),
  // Texts to visitors and staff alerts (issue 22): each channel is off until all its variables are set.
  TWILIO_ACCOUNT_SID: text.optional(),
  TWILIO_AUTH_TOKEN: text.optional(),
  TWILIO_FROM: text.optional(),
  TWILIO_API_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL').default(
    'https://api.twilio.com',
  ),
  WHATSAPP_TOKEN: text.optional(),
  WHATSAPP_PHONE_NUMBER_ID: text.optional(),
  WHATSAPP_API_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL').default(
    'https://graph.facebook.com',
  ),
  // The inbound webhook (clients' WhatsApp messages): Meta's app secret and the verify token.
  WHATSAPP_APP_SECRET: text.optional(),
  WHATSAPP_VERIFY_TOKEN: text.optional(),
  // Fees paid online (issue 36): Stripe Checkout. STRIPE_SECRET_KEY takes fees earned on receipt;
  // an advance fee (money held for future work) is offered only with the trust account's own key.
  STRIPE_SECRET_KEY: text.optional(),
  STRIPE_TRUST_SECRET_KEY: text.optional(),
  STRIPE_WEBHOOK_SECRET: text.optional(),
  STRIPE_API_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL').default(
    'https://api.stripe.com',
  ),
  VAPID_PUBLIC_KEY: text.optional(),
  VAPID_PRIVATE_KEY: text.optional(),
  // web-push refuses any other subject; checked here so a typo stops the start, not each alert.
  VAPID_SUBJECT: text
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // Origins of push services beyond the browsers' own (lib/push-services.ts): a self-hosted one
  // or the tests' fake, comma-separated (`https://push.firm.example,http://127.0.0.1:4001`).
  PUSH_SERVICE_ORIGINS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) =>
        origins.every((origin) => {
          try {
            const url = new URL(origin)
            return /^https?:$/.test(url.protocol) && url.origin === origin.replace(/\/$/, '')
          } catch {
            return false
          }
        }),
      'must be comma-separated origins such as https://push.example',
    )
    .transform((origins) => origins.map((origin) => new URL(origin).origin))
    .optional(),
  // The key of `npm run backup` and `npm run restore` (AES-256-GCM): 32 bytes as hexadecimal.
  BACKUP_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters: `openssl rand -hex 32`')
    .optional(),
  // Scheduled backups (src/lib/operations/scheduled-backup.ts): the folder they are written to,
  // or `s3://bucket/prefix` (reached with the S3_ENDPOINT, S3_REGION and S3_* credentials), and
  // how many daily and weekly copies stay there.
  BACKUP_SCHEDULE: text.optional(),
  BACKUP_KEEP_DAILY: wholeNumber(1, 366).default(7),
  BACKUP_KEEP_WEEKLY: wholeNumber(0, 520).default(4),
  SKIP_SEED: z.enum(['0', '1'], 'must be 1 or 0').default('0'),
  // `1` when the caller has type-checked the project already (`npm run typecheck`, as CI does):
  // `next build` then skips its own check of the same types (next.config.ts).
  BUILD_TYPES_CHECKED: z.enum(['0', '1'], 'must be 1 or 0').default('0'),
  // 0: the build writes no Turbopack file-system cache (.next/cache), which only a later build on
  // the same folder reads: CI builds a clean clone once, so writing it is time spent for nothing.
  BUILD_FILESYSTEM_CACHE: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  // 1: the server loads every route's modules as it starts (Next's default), so no visitor's
  // first request pays for compiling them; 0: each on its first request, a start with a fraction
  // of the CPU (the test servers, each serving a few routes for a minute).
  PRELOAD_ROUTES_ON_START: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  // Staff second factor (TOTP): `required` for admins and agents (and editors an admin marks);
  // `off` only for local development and tests that log in with a password alone.
  STAFF_TWO_FACTOR: z.enum(['required', 'off'], 'must be required or off').default('required'),
  // The switches of src/lib/next-boundary (read there, where Next's undocumented behaviour is met).
  NEXT_BOUNDARY_AFTER_PAINT: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  NEXT_BOUNDARY_HTML_BYTES: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  NEXT_BOUNDARY_PAGE_CACHE_HEADER: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  NEXT_BOUNDARY_COMPILE_HINTS: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  NEXT_BOUNDARY_SCRIPT_HASHES: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  NEXT_BOUNDARY_CACHE_CONTROL_RULE: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
  NEXT_BOUNDARY_NOT_FOUND_IN_SUSPENSE: z.enum(['0', '1'], 'must be 1 or 0').default('1'),
}

export const environmentSchema = z.object(
  Object.fromEntries(
    Object.entries(variables).map(([name, schema]) => [name, z.preprocess(unsetIfEmpty, schema)]),
  ),
)

/** @typedef {{ [K in keyof typeof variables]: z.output<(typeof variables)[K]> }} Environment */

/** A bad variable; its message is the one line that names it. */
export class EnvironmentError extends Error {}

const secretNames = new Set([
  'PAYLOAD_SECRET',
  'GOOGLE_PLACES_API_KEY',
  'TWILIO_AUTH_TOKEN',
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'VAPID_PRIVATE_KEY',
  'BACKUP_KEY',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_TRUST_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
])

/** A value fit for a log line: secrets hidden, a URL's password replaced. */
function shown(name, value) {
  if (secretNames.has(name)) return '***'
  return String(value).replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@')
}

/**
 * The parsed configuration of `source` (process.env by default).
 * @param {Record<string, string | undefined>} [source]
 * @returns {Environment}
 */
export function parseEnvironment(source = process.env) {
  const picked = Object.fromEntries(Object.keys(variables).map((name) => [name, source[name]]))
  const result = environmentSchema.safeParse(picked)
  if (result.success) {
    // Backups written on a schedule are encrypted like `npm run backup`'s: they need the key.
    if (result.data.BACKUP_SCHEDULE && !result.data.BACKUP_KEY) {
      throw new EnvironmentError(
        `BACKUP_SCHEDULE (${shown('BACKUP_SCHEDULE', picked.BACKUP_SCHEDULE)}) needs BACKUP_KEY: ` +
          'scheduled backups are encrypted with it',
      )
    }
    return /** @type {Environment} */ (result.data)
  }
  const issue = result.error.issues[0]
  const name = String(issue.path[0])
  throw new EnvironmentError(`${name} (${shown(name, picked[name])}) ${issue.message}`)
}

/** @type {Map<string, { raw: string | undefined, value: unknown }>} */
const lastSettings = new Map()

/**
 * One variable, read from `source` (process.env by default) on each call, parsed again when its
 * text changed: for code that reads a setting when it acts (a send, a sync, a switch of the Next
 * boundary), so a test or script that sets the variable for its process is heard. The server has
 * checked every variable at start, so in the running site this never throws; with a bad value it
 * throws the same line.
 * @template {keyof Environment} K
 * @param {K} name
 * @param {Record<string, string | undefined>} [source]
 * @returns {Environment[K]}
 */
export function setting(name, source = process.env) {
  // The last value parsed of each variable of this process, reused while its text is the same:
  // the leads' hot path asks for a dozen settings per lead.
  const own = source === process.env
  const last = own ? lastSettings.get(name) : undefined
  if (last && last.raw === source[name]) return /** @type {Environment[K]} */ (last.value)
  const result = environmentSchema.shape[name].safeParse(source[name])
  if (result.success) {
    if (own) lastSettings.set(name, { raw: source[name], value: result.data })
    return /** @type {Environment[K]} */ (result.data)
  }
  throw new EnvironmentError(
    `${name} (${shown(name, source[name])}) ${result.error.issues[0].message}`,
  )
}

/** @type {Environment | undefined} */
let parsed

/** The configuration of this process, parsed on first use (the server parses it at start). */
export function env() {
  return (parsed ??= parseEnvironment())
}
