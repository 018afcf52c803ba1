import { setting } from '@/lib/env.mjs'

/** Where leads go, read at send time (lib/env.mjs `setting`: the variables the server checked). */
export type FirmChannel = 'email' | 'webhook'

export function configuredChannels(): FirmChannel[] {
  const channels: FirmChannel[] = []
  if (setting('SMTP_URL') && setting('LEAD_NOTIFY_TO')) channels.push('email')
  if (setting('LEAD_WEBHOOK_URL')) channels.push('webhook')
  return channels
}

/** Wait before the next attempt: base × 2^(attempt-1), capped at an hour. */
export function retryDelayMs(attempts: number): number {
  const base = setting('OUTBOX_RETRY_BASE_MS')
  return Math.min(base * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000)
}

/** After this many failed attempts a delivery is marked failed (it stays visible to staff). */
export function maxAttempts(): number {
  return setting('OUTBOX_MAX_ATTEMPTS')
}
