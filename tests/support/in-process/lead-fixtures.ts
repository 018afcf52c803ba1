import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { pipelineStart } from '@/features/leads/pipeline/phone-digits'
import type { StaffRole } from '@/lib/access/roles'
import type { Lead, User } from '@/payload-types'
import { attributionOf } from '@/features/leads/intake/attribution'
import { rulesForPost } from '@/features/leads/intake/form-rules'
import { validateLead } from '@/features/leads/intake/schemas'
import { storeLead } from '@/features/leads/intake/store'
import { runSql } from '../sql'

/** The tier's first admin (the template's `npm run create-staff` account). */
export const firstAdminEmail = 'staff@firm.test'

/**
 * A staff session as Payload's Local API takes it in `user`: the account with its roles, and a
 * session that passed its second factor (access rules ask `hasRole`, which wants it).
 */
export function session(account: User) {
  const sid = randomUUID()
  return { ...account, collection: 'users' as const, _sid: sid, twoFactorSessions: [sid] }
}

export type Session = ReturnType<typeof session>

/** The first admin's session. */
export async function adminSession(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: firstAdminEmail } },
    depth: 0,
    overrideAccess: true,
  })
  return session(docs[0])
}

/** A new staff account of `role`, as a session. */
export async function staffSession(payload: Payload, role: StaffRole) {
  const account = await payload.create({
    collection: 'users',
    data: {
      email: `${role}-${randomUUID().slice(0, 8)}@firm.test`,
      password: randomUUID(),
      roles: [role],
    },
    overrideAccess: true,
  })
  return session(account)
}

let counter = 0

/**
 * A lead as the site's intake stores it (below Payload's access rules, with the search copies
 * `pipelineStart` computes); `fields` override the visitor's defaults.
 */
export async function storedLead(payload: Payload, fields: Partial<Lead> = {}) {
  counter += 1
  const phone = fields.phone ?? `30555501${String(counter).padStart(2, '0')}`
  const nombre = fields.nombre ?? 'Elena Retención'
  return payload.create({
    collection: 'leads',
    data: {
      email: `elena${counter}-${randomUUID().slice(0, 6)}@example.com`,
      mensaje: 'Mi caso',
      checkbox: true,
      seccion: 'Footer Español',
      kind: 'general',
      locale: 'es',
      receivedAt: new Date().toISOString(),
      ...pipelineStart(phone, nombre),
      ...fields,
      nombre,
      phone,
    },
    overrideAccess: true,
    depth: 0,
  })
}

/** The lead's rows in another collection (texts, deliveries, bookings…), read past access. */
export async function rowsOf<
  S extends 'lead-texts' | 'lead-deliveries' | 'bookings' | 'engagements',
>(payload: Payload, collection: S, lead: number) {
  const { docs } = await payload.find({
    collection,
    where: { lead: { equals: lead } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** The audit events of an action, oldest first. */
export async function auditOf(payload: Payload, action: string) {
  const { docs } = await payload.find({
    collection: 'audit-events',
    where: { action: { equals: action } },
    sort: 'seq',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/**
 * A visitor's valid post stored as the lead endpoint stores it: the endpoint's rules, its check
 * and its store (the endpoint itself needs a Next request). `source` names the test in the
 * lead's user agent. With `pagePath`, the post was sent from that page: its campaign touch is
 * taken as the endpoint takes it (attributionOf).
 */
export async function postedLead(
  payload: Payload,
  source: string,
  fields: PostFields,
  pagePath?: string,
) {
  const post = { mensaje: 'Consulta', checkbox: '1', seccion: 'Contacto Español', ...fields }
  const rules = rulesForPost(post, { endpoint: 'agregar' })
  const valid = validateLead(post, rules)
  if (!valid.ok) throw new Error(`the sample lead is invalid: ${valid.error} (${valid.field})`)
  const page =
    pagePath === undefined
      ? {}
      : {
          pagePath,
          attribution: attributionOf(post, { pagePath, gpc: false, ownHosts: ['firm.test'] }),
        }
  return storeLead(payload, valid.lead, rules, {
    endpoint: 'agregar',
    ip: '127.0.0.1',
    userAgent: `${source} test`,
    spam: false,
    ...page,
  })
}
type PostFields = { nombre: string; phone: string } & Record<string, string>

/** A text the client sent, stored as the Twilio webhook stores an inbound SMS. */
export async function inboundText(
  databaseUrl: string,
  { lead, phone, body }: { lead: number; phone: string; body: string },
) {
  const now = new Date().toISOString()
  await runSql(
    databaseUrl,
    "INSERT INTO lead_texts (lead_id, direction, channel, phone, body, kind, updated_at, created_at) VALUES (?, 'in', 'sms', ?, ?, 'inbound', ?, ?)",
    [lead, phone, body, now, now],
  )
}

/** The template's first admin (made as `npm run create-staff` makes it). */
export async function firstAdmin(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: firstAdminEmail } },
  })
  return docs[0]
}

/** An admin's follow-up due in three hours (and `note`), which puts a timer in the outbox. */
export async function followUpIn3Hours(
  payload: Payload,
  { lead, admin, note }: { lead: number; admin: Session; note?: string },
) {
  await payload.update({
    collection: 'leads',
    id: lead,
    data: {
      ...(note === undefined ? {} : { note }),
      nextAction: 'call-back',
      nextActionDue: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
    },
    overrideAccess: false,
    user: admin,
  })
}
