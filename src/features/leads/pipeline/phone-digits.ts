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

/** The number as E.164 digits without '+': a US number of ten digits gets its country code. */
export function e164Digits(phone: string | null | undefined): string {
  const digits = phoneDigits(phone)
  return digits.length === 10 ? `1${digits}` : digits
}

/**
 * The stored lead with these phone digits that came first ('earliest': the one a new lead
 * possibly duplicates) or last ('latest': the one an inbound text is about), with its language.
 */
export async function leadWithPhone(
  payload: Payload,
  digits: string,
  which: 'earliest' | 'latest',
): Promise<
  { id: number; locale?: string | null; assignedTo?: number | { id: number } | null } | undefined
> {
  if (!digits) return undefined
  const { docs } = await payload.find({
    collection: 'leads',
    // A merged lead points to the one it was folded into: never the one a text or repeat is about.
    where: { phoneDigits: { equals: digits }, status: { not_equals: 'merged' } },
    sort: which === 'earliest' ? 'receivedAt' : '-receivedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { locale: true, assignedTo: true },
  })
  return docs[0]
}

/** The agent who has the person of these digits: the one assigned their latest lead. */
export async function agentOfPerson(payload: Payload, digits: string): Promise<number | null> {
  const latest = await leadWithPhone(payload, digits, 'latest')
  const agent = latest?.assignedTo
  return (typeof agent === 'object' ? agent?.id : agent) ?? null
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
  return {
    ...start,
    duplicateOf: (await leadWithPhone(payload, start.phoneDigits, 'earliest'))?.id,
  }
}
