import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { readSchedule } from '@/features/schedule'
import { freeSlots } from '../availability'
import { zonedSlot } from '../days'
import { zoneOr } from './request'

/** `GET /api/booking/slots?tz=America/Chicago&days=7` → `{ slots: [{ start, end }] }`. */
export async function handleSlots(payload: Payload, request: NextRequest) {
  const params = request.nextUrl.searchParams
  const schedule = await readSchedule(payload)
  const timeZone = zoneOr(params.get('tz'), schedule.timeZone)
  const days = Math.min(14, Math.max(1, Number(params.get('days')) || 7))
  const slots = await freeSlots(payload, days)
  return Response.json(
    { timeZone, slots: slots.map((slot) => zonedSlot(slot, timeZone)) },
    { headers: { 'cache-control': 'no-store' } },
  )
}
