import type { Payload } from 'payload'
import { foldName } from './fold-name'

/**
 * A phone number as comparable digits: '(202) 555-0143', '+1 202 555 0143' and '2025550143' are
 * the same person, so the US country code in front of ten digits is dropped.
 */
export function phoneDigits(phone: string | null | undefined): string {
  const digits = String(phone ?? '').replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** The first stored lead with the same phone digits: the one a new lead possibly duplicates. */
export async function earlierLeadWithPhone(
  payload: Payload,
  digits: string,
): Promise<number | undefined> {
  if (!digits) return undefined
  const { docs } = await payload.find({
    collection: 'leads',
    where: { phoneDigits: { equals: digits } },
    sort: 'receivedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
  })
  return docs[0]?.id
}

/** What Payload's defaults and hooks would set on a new lead, but the duplicate check. */
export function pipelineStart(phone: string, nombre: string) {
  return {
    status: 'new' as const,
    queue: 0,
    contactAttempts: 0,
    followUpDue: false,
    phoneDigits: phoneDigits(phone),
    nameFolded: foldName(nombre),
  }
}

/** The intake fields a new lead starts with (the site stores leads below Payload's hooks). */
export async function intakeFields(payload: Payload, phone: string, nombre: string) {
  const start = pipelineStart(phone, nombre)
  return { ...start, duplicateOf: await earlierLeadWithPhone(payload, start.phoneDigits) }
}
