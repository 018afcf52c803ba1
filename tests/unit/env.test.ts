import { describe, expect, it } from 'vitest'
import { EnvironmentError, parseEnvironment, setting } from '@/lib/env.mjs'

// The one reader of the environment (src/lib/env.mjs): defaults for what is unset, and for a bad
// value one message that names the variable, so the server stops with one clear line.
function failure(source: Record<string, string>): string {
  try {
    parseEnvironment(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvironmentError)
    return (error as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(source)}`)
}

describe('the environment', () => {
  it('fills in the documented defaults, and takes an empty value as unset', () => {
    const env = parseEnvironment({ PORT: '', SITE_URL: '', PAYLOAD_SECRET: '' })
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:./data/site.db',
      MEDIA_DIR: 'media',
      LEAD_RATE_LIMIT: 10,
      OUTBOX_POLL_MS: 5000,
      OUTBOX_RETRY_BASE_MS: 5000,
      OUTBOX_MAX_ATTEMPTS: 20,
      OUTBOX_SEND_TIMEOUT_MS: 30000,
      TRUST_PROXY: 0,
      GOOGLE_REVIEWS_SYNC_MINUTES: 720,
      GOOGLE_PLACES_API_URL: 'https://places.googleapis.com',
      SKIP_SEED: '0',
      TWILIO_API_URL: 'https://api.twilio.com',
      WHATSAPP_API_URL: 'https://graph.facebook.com',
    })
    expect(env.TWILIO_ACCOUNT_SID).toBeUndefined()
    expect(env.VAPID_PUBLIC_KEY).toBeUndefined()
    expect(env.SITE_URL).toBeUndefined()
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(env.REDIS_URL).toBeUndefined()
  })

  it('parses numbers and URLs an operator sets', () => {
    const env = parseEnvironment({
      PORT: '3100',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://site:pw@db:5432/site',
      REDIS_URL: 'redis://127.0.0.1:6379/1',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      GOOGLE_REVIEWS_SYNC_MINUTES: '0.5',
      SITE_URL: 'https://www.firm.example',
    })
    expect(env).toMatchObject({ PORT: 3100, TRUST_PROXY: 1, GOOGLE_REVIEWS_SYNC_MINUTES: 0.5 })
    expect(env.DATABASE_URL).toBe('postgres://site:pw@db:5432/site')
  })

  it('names the variable and its value in one line', () => {
    expect(failure({ PORT: 'abc' })).toBe('PORT (abc) must be a whole number from 1')
    expect(failure({ PORT: '70000' })).toBe('PORT (70000) must be at most 65535')
    expect(failure({ TRUST_PROXY: '-1' })).toBe('TRUST_PROXY (-1) must be a whole number from 0')
    expect(failure({ OUTBOX_POLL_MS: 'x' })).toBe(
      'OUTBOX_POLL_MS (x) must be a whole number from 1',
    )
    expect(failure({ LEAD_RATE_LIMIT: '0' })).toMatch(/^LEAD_RATE_LIMIT \(0\) /)
    expect(failure({ OUTBOX_SEND_TIMEOUT_MS: '60000' })).toMatch(/^OUTBOX_SEND_TIMEOUT_MS .*30000/)
    expect(failure({ SKIP_SEED: 'yes' })).toBe('SKIP_SEED (yes) must be 1 or 0')
    expect(failure({ SITE_URL: 'www.firm.example' })).toMatch(/^SITE_URL \(www\.firm\.example\) /)
    expect(failure({ REDIS_URL: 'localhost:6379' })).toMatch(/^REDIS_URL .*redis:\/\//)
    expect(failure({ LEAD_WEBHOOK_URL: 'ftp://x' })).toMatch(/^LEAD_WEBHOOK_URL /)
    expect(failure({ TWILIO_API_URL: 'api.twilio.com' })).toMatch(/^TWILIO_API_URL /)
    expect(failure({ WHATSAPP_API_URL: 'graph' })).toMatch(/^WHATSAPP_API_URL /)
    expect(failure({ VAPID_SUBJECT: 'it@firm.example' })).toBe(
      'VAPID_SUBJECT (it@firm.example) must be a mailto: address or an https:// URL',
    )
    for (const message of [failure({ PORT: '1.5' }), failure({ DATABASE_URL: 'nope' })]) {
      expect(message).not.toContain('\n')
    }
  })

  it('refuses a malformed DATABASE_URL without printing its password', () => {
    const message = failure({ DATABASE_URL: 'postgres://site:hunter2@db:port/site' })
    expect(message).toBe(
      'DATABASE_URL (postgres://site:***@db:port/site) must be a file: URL (SQLite) or a postgres:// URL',
    )
    expect(failure({ DATABASE_URL: 'mysql://root@127.0.0.1/site' })).toMatch(
      /^DATABASE_URL \(mysql:/,
    )
  })

  it('never prints a secret', () => {
    for (const name of ['TWILIO_AUTH_TOKEN', 'WHATSAPP_TOKEN', 'VAPID_PRIVATE_KEY']) {
      // Spaces only: set but empty, refused, and the value still hidden.
      expect(failure({ [name]: '   ' })).toMatch(new RegExp(`^${name} \\(\\*\\*\\*\\) `))
    }
    const message = failure({ SMTP_URL: 'http://user:s3cret@mail.example' })
    expect(message).toBe(
      'SMTP_URL (http://user:***@mail.example) must be an smtp:// or smtps:// URL',
    )
  })

  it('reads one variable as the start-up check does, defaults and refusals alike', () => {
    expect(setting('OUTBOX_POLL_MS', {})).toBe(5000)
    expect(setting('OUTBOX_POLL_MS', { OUTBOX_POLL_MS: ' 250 ' })).toBe(250)
    expect(setting('SMTP_URL', { SMTP_URL: '' })).toBeUndefined()
    expect(() =>
      setting('NEXT_BOUNDARY_SCRIPT_HASHES', { NEXT_BOUNDARY_SCRIPT_HASHES: 'off' }),
    ).toThrow('NEXT_BOUNDARY_SCRIPT_HASHES (off) must be 1 or 0')
  })
})
