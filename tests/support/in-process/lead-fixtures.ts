import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { pipelineStart } from '@/features/leads/pipeline/phone-digits'
import type { StaffRole } from '@/lib/access/roles'
import type { Lead, User } from '@/payload-types'

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
