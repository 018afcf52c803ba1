import nodemailer from 'nodemailer'
import type { Lead } from '@/payload-types'

let transport: { url: string; mailer: nodemailer.Transporter } | null = null

function mailer(url: string) {
  if (transport?.url !== url) {
    // Bounded waits: a hung mail server must give the delivery back well before its claim ends.
    transport = {
      url,
      mailer: nodemailer.createTransport({
        url,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
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
  }
}

export async function sendLeadEmail(lead: Lead, idempotencyKey: string) {
  const url = process.env.SMTP_URL
  const to = process.env.LEAD_NOTIFY_TO
  if (!url || !to) throw new Error('SMTP_URL and LEAD_NOTIFY_TO are not set')
  const summary = leadSummary(lead)
  const lines = Object.entries(summary)
    .filter(([, value]) => value !== '' && value !== null)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`)
  await mailer(url).sendMail({
    from: process.env.LEAD_NOTIFY_FROM || to,
    to,
    subject: `Nuevo lead: ${lead.nombre} (${lead.seccion ?? lead.kind})`,
    text: lines.join('\n'),
    headers: { 'X-Lead-Id': String(lead.id), 'X-Idempotency-Key': idempotencyKey },
    messageId: `<${idempotencyKey}@leads.local>`,
  })
}

export async function sendLeadWebhook(lead: Lead, idempotencyKey: string) {
  const url = process.env.LEAD_WEBHOOK_URL
  if (!url) throw new Error('LEAD_WEBHOOK_URL is not set')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ idempotencyKey, lead: leadSummary(lead) }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`Webhook answered ${response.status}`)
}
