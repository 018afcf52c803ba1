/** Where leads go, read at send time so an operator's change applies without a rebuild. */
export type FirmChannel = 'email' | 'webhook'

export function configuredChannels(): FirmChannel[] {
  const channels: FirmChannel[] = []
  if (process.env.SMTP_URL && process.env.LEAD_NOTIFY_TO) channels.push('email')
  if (process.env.LEAD_WEBHOOK_URL) channels.push('webhook')
  return channels
}

/** Wait before the next attempt: base × 2^(attempt-1), capped at an hour. */
export function retryDelayMs(attempts: number): number {
  const base = Number(process.env.OUTBOX_RETRY_BASE_MS) || 5_000
  return Math.min(base * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000)
}

/** After this many failed attempts a delivery is marked failed (it stays visible to staff). */
export function maxAttempts(): number {
  return Number(process.env.OUTBOX_MAX_ATTEMPTS) || 20
}
