import type { Payload } from 'payload'
import { env } from '@/lib/env.mjs'

/** The client's time zone: the one of their latest booked call, else the firm's. */
export async function clientZone(payload: Payload, leadId: number): Promise<string> {
  const where = { lead: { equals: leadId } }
  const latest = { sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true } as const
  const { docs } = await payload.find({ collection: 'bookings', where, ...latest })
  return docs[0]?.timeZone ?? env().FIRM_TIME_ZONE
}
