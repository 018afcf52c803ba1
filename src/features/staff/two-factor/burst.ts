import type { PayloadRequest } from 'payload'
import { firmAdmins } from '@/lib/access/firm-admins'
import { clientIp } from '@/lib/client-ip'
import { recordAudit } from '@/features/audit'
import type { TwoFactorAccount } from './account'

type Recipient = { email: string; alertLanguage?: string | null }

/** The alert's text in the recipient's language (the alert language of their account). */
function burstMail(language: 'es' | 'en', account: string, failures: number, minutes: number) {
  if (language === 'en') {
    return {
      subject: `Security alert: ${failures} wrong verification codes for ${account}`,
      text:
        `The staff account ${account} received ${failures} wrong two-step verification codes ` +
        `within ${minutes} minutes: someone who has its password may be guessing codes. ` +
        'Further codes are refused for now.\n\n' +
        'If it was not you: change the password, and have an admin check the audit trail and ' +
        'reset the account’s two-step verification if needed.',
    }
  }
  return {
    subject: `Alerta de seguridad: ${failures} códigos de verificación erróneos para ${account}`,
    text:
      `La cuenta ${account} recibió ${failures} códigos erróneos de verificación en dos pasos ` +
      `en ${minutes} minutos: alguien que tiene su contraseña puede estar probando códigos. ` +
      'Por ahora se rechazan más códigos.\n\n' +
      'Si no fue usted: cambie la contraseña, y pida a un administrador que revise la ' +
      'auditoría y reinicie la verificación en dos pasos de la cuenta si hace falta.',
  }
}

/**
 * A burst of wrong second-factor codes (the limit reached: counted across instances when Redis
 * is set): the account and every admin are e-mailed, each in their account's language, and the
 * burst is on the audit trail. A mail that fails is logged; the answer to the request does not
 * wait on it.
 */
export async function reportCodeBurst(
  req: PayloadRequest,
  account: TwoFactorAccount,
  failures: number,
  windowMinutes: number,
) {
  const { payload } = req
  const admins = await firmAdmins(payload)
  const own = (await payload
    .findByID({ collection: 'users', id: account.id, depth: 0, overrideAccess: true })
    .catch(() => null)) as Recipient | null
  const recipients = new Map<string, Recipient>()
  for (const person of [own ?? { email: account.email }, ...(admins as Recipient[])]) {
    if (person.email) recipients.set(person.email.toLowerCase(), person)
  }
  await recordAudit(payload, {
    action: 'two-factor-burst',
    user: { id: account.id, email: account.email },
    ip: clientIp(req.headers),
    details: {
      account: account.email,
      failures,
      windowMinutes,
      notified: [...recipients.keys()],
    },
  })
  for (const recipient of recipients.values()) {
    const language = recipient.alertLanguage === 'en' ? 'en' : 'es'
    const mail = burstMail(language, account.email, failures, windowMinutes)
    void Promise.resolve(payload.sendEmail({ to: recipient.email, ...mail })).catch((error) =>
      payload.logger.error(`Second-factor burst alert to ${recipient.email}: ${error.message}`),
    )
  }
}
