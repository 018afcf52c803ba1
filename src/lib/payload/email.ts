import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { setting } from '@/lib/env.mjs'

/** 'Intake <intake@firm.example>' or a bare address, as Payload's default sender. */
function sender(from: string) {
  const named = /^\s*"?(.*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return named ? { name: named[1], address: named[2].trim() } : { name: '', address: from.trim() }
}

/**
 * Payload's e-mail (staff password resets) through the firm's SMTP server, the one lead
 * e-mails use, from MAIL_FROM (else LEAD_NOTIFY_FROM, else LEAD_NOTIFY_TO). Without SMTP_URL
 * nothing can be sent: each attempt is logged as an error naming the variable, instead of
 * Payload's quiet "Email attempted without being configured".
 */
export function staffEmail(source?: Record<string, string | undefined>): EmailAdapter {
  const read = (name: 'MAIL_FROM' | 'LEAD_NOTIFY_FROM' | 'LEAD_NOTIFY_TO' | 'SMTP_URL') =>
    setting(name, source)
  const from = sender(read('MAIL_FROM') || read('LEAD_NOTIFY_FROM') || read('LEAD_NOTIFY_TO') || '')
  const url = read('SMTP_URL')
  return ({ payload }) => {
    const transport = url
      ? nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null
    return {
      name: url ? 'smtp' : 'unconfigured',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        if (!transport) {
          payload.logger.error(
            `E-mail "${String(message.subject ?? '')}" to ${String(message.to ?? '')} NOT sent: ` +
              'SMTP_URL is not set (staff password resets need it; see the README)',
          )
          return null
        }
        if (!from.address) {
          throw new Error('MAIL_FROM (or LEAD_NOTIFY_FROM) must be set to send staff e-mail')
        }
        return transport.sendMail({ from: { name: from.name, address: from.address }, ...message })
      },
    }
  }
}
