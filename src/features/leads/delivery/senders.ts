import nodemailer from 'nodemailer'
import type { Lead } from '@/payload-types'
import { setting } from '@/lib/env.mjs'
import { touchValues } from '../intake/attribution'

let transport: { url: string; mailer: nodemailer.Transporter } | null = null

export function mailer(url: string) {
  if (transport?.url !== url) {
    // Bounded waits: a hung mail server must give the delivery back before its claim ends.
    transport = {
      url,
      mailer: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    }
  }
  return transport.mailer
}

/** The lead as the firm receives it (e-mail body and webhook payload). */
export function leadSummary(lead: Lead) {
  return {
    id: lead.id,
    nombre: lead.nombre,
    email: lead.email ?? '',
    phone: lead.phone,
    mensaje: lead.mensaje ?? '',
    seccion: lead.seccion ?? '',
    kind: lead.kind,
    situacion: lead.situacion ?? '',
    casado: lead.casado ?? '',
    estancia: lead.estancia ?? '',
    locale: lead.locale,
    source: lead.source ?? '',
    pagePath: lead.pagePath ?? '',
    receivedAt: lead.receivedAt,
    referrer: lead.referrer ?? null,
    social: lead.social ?? null,
    // Where the lead came from (first and last touch: UTM values, landing page, referring host,
    // click ids), so the firm's CRM can report per campaign; `gpc` when the browser opted out.
    attribution: {
      firstTouch: touchValues(lead.attribution?.firstTouch),
      lastTouch: touchValues(lead.attribution?.lastTouch),
      gpc: Boolean(lead.attribution?.gpc),
    },
  }
}

/**
 * The longest a send may take: OUTBOX_SEND_TIMEOUT_MS, at most (lib/env.mjs refuses more) and by
 * default 30 s, well under the outbox's claim (outbox-claim.ts) so a send never outlives it.
 */
export function sendLimitMs(): number {
  return setting('OUTBOX_SEND_TIMEOUT_MS')
}

/** A server that trickles bytes can outlast every socket timeout: this bounds the whole send. */
export function withinSendLimit<T>(send: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limitMs = sendLimitMs()
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Send took over ${limitMs} ms`)), limitMs)
  })
  return Promise.race([send, limit]).finally(() => clearTimeout(timer))
}

export async function sendLeadEmail(lead: Lead, idempotencyKey: string) {
  const url = setting('SMTP_URL')
  const to = setting('LEAD_NOTIFY_TO')
  if (!url || !to) throw new Error('SMTP_URL and LEAD_NOTIFY_TO are not set')
  const summary = leadSummary(lead)
  const lines = Object.entries(summary)
    .filter(([, value]) => value !== '' && value !== null)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`)
  await withinSendLimit(
    mailer(url).sendMail({
      from: setting('LEAD_NOTIFY_FROM') || to,
      to,
      subject: `Nuevo lead: ${lead.nombre} (${lead.seccion ?? lead.kind})`,
      text: lines.join('\n'),
      headers: { 'X-Lead-Id': String(lead.id), 'X-Idempotency-Key': idempotencyKey },
      // Stable across retries and instances: a mail system or CRM can drop a repeat.
      messageId: `<${idempotencyKey}@leads.local>`,
    }),
  )
}

export async function sendLeadWebhook(lead: Lead, idempotencyKey: string) {
  const url = setting('LEAD_WEBHOOK_URL')
  if (!url) throw new Error('LEAD_WEBHOOK_URL is not set')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ idempotencyKey, lead: leadSummary(lead) }),
    signal: AbortSignal.timeout(sendLimitMs()),
  })
  if (!response.ok) throw new Error(`Webhook answered ${response.status}`)
}
