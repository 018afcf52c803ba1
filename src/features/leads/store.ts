import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import type { FormRules } from './form-rules'
import { configuredChannels } from './delivery-targets'
import { enqueueDeliveries } from './outbox'
import { intakeFields } from './pipeline/phone-digits'
import type { ValidLead } from './schemas'
import { situationKeys, type SituationKey } from './situations'
import { consentText, situationText } from './texts'

export type LeadContext = {
  endpoint: 'agregar' | 'tramcase' | 'socialmedia'
  pagePath?: string
  source?: string
  ip: string
  userAgent: string
  spam: boolean
  /** The staff user who logged the lead (social-media team form). */
  loggedBy?: number
}

const showsConsent = (rules: FormRules) => rules.kind !== 'socialmedia' && rules.kind !== 'referral'

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * Commits a validated lead with what the firm needs to act on it (consent shown, language, page,
 * campaign source, IP, agent, time) and queues its deliveries. Resolves once it is in the
 * database: only then may the visitor be told 'success'.
 */
export async function storeLead(
  payload: Payload,
  lead: ValidLead,
  rules: FormRules,
  context: LeadContext,
): Promise<Lead> {
  const situationKey = situationKeys.includes(lead.situacion as SituationKey)
    ? (lead.situacion as SituationKey)
    : undefined
  const kind = context.endpoint === 'tramcase' ? 'tramcase' : rules.kind
  const channels = configuredChannels()
  const deliveryStatus = context.spam ? 'spam' : channels.length ? 'pending' : 'not-configured'
  const now = new Date().toISOString()
  // Validated above by the form's schema: the lead goes straight to the adapter's insert (one
  // atomic statement, no transaction to queue behind, no second validation pass).
  const doc = (await payload.db.create({
    collection: 'leads',
    data: {
      createdAt: now,
      updatedAt: now,
      ...(await intakeFields(payload, String(lead.phone))),
      loggedBy: context.loggedBy,
      nombre: String(lead.nombre),
      phone: String(lead.phone),
      email: str(lead.email),
      mensaje: str(lead.mensaje),
      seccion: str(lead.seccion),
      kind,
      situacion: situationKey ? situationText(rules.locale, situationKey) : undefined,
      situacionKey: situationKey,
      casado: str(lead.casado),
      estancia: str(lead.estancia),
      checkbox: lead.checkbox === true,
      // Only what the visitor was shown: the referral and social-media forms have no terms box.
      consentText: showsConsent(rules) ? consentText(rules.locale) : undefined,
      locale: rules.locale,
      pagePath: context.pagePath?.slice(0, 500),
      source: context.source?.slice(0, 100),
      fechaHora: str(lead.fecha_hora),
      receivedAt: now,
      ip: context.ip.slice(0, 100),
      userAgent: context.userAgent.slice(0, 500),
      spam: context.spam,
      deliveryStatus,
      referrer:
        rules.kind === 'referral'
          ? { nombre: str(lead.referidor_nombre), telefono: str(lead.referidor_telefono) }
          : undefined,
      social:
        rules.kind === 'socialmedia'
          ? {
              agente: str(lead.agente),
              source: str(lead.source),
              status: str(lead.status),
              tipo: str(lead.tipo),
              link: str(lead.link),
              hora: Number(lead.hora ?? 0),
              pc_referido: Number(lead.pc_referido ?? 0),
              pc_videollamada: Number(lead.pc_videollamada ?? 0),
              direcionada: Number(lead.direcionada ?? 0),
            }
          : undefined,
    },
  })) as Lead
  if (!context.spam && channels.length) await enqueueDeliveries(payload, doc, channels)
  return doc
}
