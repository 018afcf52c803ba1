import type { Payload } from 'payload'
import type { FormRules } from './form-rules'
import { configuredChannels } from '../delivery/delivery-targets'
import { atomicallyGrouped } from '@/lib/payload/grouped-commit'
import { drizzleOf, insertedLeadId } from '../drizzle-access'
import { deliveryRows, insertedDeliveries, outboxRows } from '../delivery/delivery-rows'
import { arrayRowId, assignmentWork } from '../messaging/assignment'
import { dispatchLead, holdNewSends, kickOutbox } from '../delivery/outbox'
import { admitLead } from '../delivery/lead-admission'
import { queueRank } from '../pipeline/fields'
import { countLeadStored } from '@/lib/metrics/record.mjs'
import { agentOfPerson, intakeFields } from '../pipeline/phone-digits'
import { visitorReplyWork } from '../messaging/visitor-replies'
import { readSchedule } from '@/features/schedule'
import type { ValidLead } from './schemas'
import { attributionRow, type Attribution } from './attribution'
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
  /** The visitor's IANA time zone as the browser sent it (checked by visitorZone). */
  timeZone?: string
  /** First and last touch as the post carried them, cleaned (attribution.ts). */
  attribution?: Attribution
}

const showsConsent = (rules: FormRules) => rules.kind !== 'socialmedia' && rules.kind !== 'referral'

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * Commits a validated lead with what the firm needs to act on it (consent shown, language, page,
 * campaign source, IP, agent, time) together with its delivery rows, in one atomic write: there
 * is no moment at which the lead is stored but not queued. Resolves once committed: only then
 * may the visitor be told 'success'. Returns the lead's id and creation time (its booking token
 * is bound to both).
 */
export async function storeLead(
  payload: Payload,
  lead: ValidLead,
  rules: FormRules,
  context: LeadContext,
): Promise<{ id: number; createdAt: string }> {
  // Its turn at the door: the leads already taken are served before this one adds work.
  const endTurn = await admitLead()
  try {
    return await storeAndDispatch(payload, lead, rules, context, endTurn)
  } catch (error) {
    endTurn()
    throw error
  }
}

async function storeAndDispatch(
  payload: Payload,
  lead: ValidLead,
  rules: FormRules,
  context: LeadContext,
  endTurn: () => void,
): Promise<{ id: number; createdAt: string }> {
  const channels = context.spam ? [] : configuredChannels()
  const at = new Date()
  const now = at.toISOString()
  // What Payload's hooks would set on a new lead (the insert below runs under them).
  const intake = await intakeFields(payload, String(lead.phone), String(lead.nombre))
  const personAgent = intake.duplicateOf ? await agentOfPerson(payload, intake.phoneDigits) : null
  // One read of the Intake schedule for the lead's agent and its reply's words.
  const schedule = await readSchedule(payload)
  const assignment = await assignmentWork(
    payload,
    { spam: context.spam, personAgent },
    at,
    schedule,
  )
  const replies = await visitorReplyWork(payload, replyLead(lead, rules, context), at, schedule)
  const row = {
    ...leadRow(lead, rules, context, channels, now),
    ...intake,
    ...(assignment.assignedTo ? { assignedTo: assignment.assignedTo } : {}),
    queue: queueRank('new', assignment.assignedTo, now),
    loggedBy: context.loggedBy,
  }
  // The new lead's id inside the insert's statements (the rows below refer to it).
  const leadId = insertedLeadId(payload)
  // The sends due now hold their slots before the insert and are written already claimed.
  const outbox = holdNewSends(
    [
      ...deliveryRows(leadId, channels, now),
      ...outboxRows(leadId, assignment.work, now),
      ...outboxRows(leadId, replies, now),
    ],
    at,
  )
  // The adapter's tables directly, not payload.create: the atomic unit must also hold the
  // delivery rows, which Payload's collection API can only do in a transaction (see
  // lib/payload/raw-database.ts for why that cannot work on SQLite). The form's schema validated
  // the lead. Grouped: under a burst, leads and send outcomes written in one turn share a commit.
  let written: unknown[]
  try {
    written = await atomicallyGrouped(payload, (db) => {
      const { leads, deliveries, history } = drizzleOf(payload)
      const entries = assignment.history.map((entry, order) => ({
        ...entry,
        id: arrayRowId(),
        _order: order + 1,
        _parentID: leadId,
      }))
      return [
        db.insert(leads).values(row).returning({ id: leads.id }),
        // Returned: the lead's dispatch starts them without reading them back.
        ...(outbox.rows.length ? [db.insert(deliveries).values(outbox.rows).returning()] : []),
        ...(entries.length ? [db.insert(history).values(entries)] : []),
      ]
    })
  } catch (error) {
    outbox.release()
    throw error
  }
  const [inserted, queued = []] = written as [{ id: number }[], Record<string, unknown>[]?]
  countLeadStored()
  payload.logger.info({
    msg: 'lead stored',
    event: 'lead.stored',
    lead: inserted[0].id,
    spam: context.spam,
  })
  if (queued.length) {
    // Its alert and reply leave now; the outbox run (one at a time) takes whatever cannot.
    void dispatchLead(payload, insertedDeliveries(queued), outbox.held)
      .catch((error) => {
        payload.logger.error({ err: error, msg: 'Lead dispatch failed' })
        kickOutbox(payload)
      })
      .finally(endTurn)
  } else {
    outbox.release()
    endTurn()
  }
  return { id: inserted[0].id, createdAt: now }
}

const replyLead = (lead: ValidLead, rules: FormRules, context: LeadContext) => ({
  nombre: String(lead.nombre),
  phone: String(lead.phone),
  email: str(lead.email),
  consented: lead.checkbox === true,
  locale: rules.locale,
  kind: rules.kind,
  spam: context.spam,
  loggedBy: context.loggedBy,
  timeZone: context.timeZone,
})

/** The lead as its table row (group fields flattened as Payload's adapters name them). */
export function leadRow(
  lead: ValidLead,
  rules: FormRules,
  context: LeadContext,
  channels: unknown[],
  now: string,
) {
  const situationKey = situationKeys.includes(lead.situacion as SituationKey)
    ? (lead.situacion as SituationKey)
    : undefined
  const social = rules.kind === 'socialmedia'
  const referral = rules.kind === 'referral'
  return {
    createdAt: now,
    updatedAt: now,
    nombre: String(lead.nombre),
    phone: String(lead.phone),
    email: str(lead.email),
    mensaje: str(lead.mensaje),
    seccion: str(lead.seccion),
    kind: context.endpoint === 'tramcase' ? 'tramcase' : rules.kind,
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
    visitorTimeZone: context.timeZone,
    spam: context.spam,
    deliveryStatus: context.spam ? 'spam' : channels.length ? 'pending' : 'not-configured',
    referrer_nombre: referral ? str(lead.referidor_nombre) : undefined,
    referrer_telefono: referral ? str(lead.referidor_telefono) : undefined,
    social_agente: social ? str(lead.agente) : undefined,
    social_source: social ? str(lead.source) : undefined,
    social_status: social ? str(lead.status) : undefined,
    social_tipo: social ? str(lead.tipo) : undefined,
    social_link: social ? str(lead.link) : undefined,
    social_hora: social ? Number(lead.hora ?? 0) : undefined,
    social_pc_referido: social ? Number(lead.pc_referido ?? 0) : undefined,
    social_pc_videollamada: social ? Number(lead.pc_videollamada ?? 0) : undefined,
    social_direcionada: social ? Number(lead.direcionada ?? 0) : undefined,
    ...(context.attribution ? attributionRow(context.attribution) : {}),
  }
}
