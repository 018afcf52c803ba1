import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { bookingTokenCookie } from '@/lib/booking-handoff'
import { questionnaireUrl } from '@/features/questionnaires'
import { readSchedule } from '@/features/schedule'
import { bookCall } from '../book'
import { leadOfToken } from '../lead-token'
import { freeSlots } from '../availability'
import { zonedSlot } from '../days'
import { manageToken, manageUrl } from '../links'
import { bookingPagePath } from './booking-view'
import { bookingTexts } from '../texts'
import { csrfOk, isNavigation, localeOf, postedFields, seeOther, zoneOr } from './request'

const error = (message: string, status: number, extra: Record<string, unknown> = {}) =>
  Response.json({ status: 'error', message, ...extra }, { status })

/**
 * `POST /api/booking` (`token`, `start`, `_token`; `timeZone`, `locale` optional): 201 with the
 * booking, 409 with the message in the visitor's language and the fresh slots when no agent is
 * free at that time any more; 409 (`reason: booked`) when the lead already holds an upcoming
 * call, 429 (`reason: phone-limit`) when its phone number holds as many as it may. A plain form post (no JavaScript) carries the token in the cookie
 * the lead post set, and is answered with a 303 to the manage page or back to the picker.
 */
export async function handleBook(payload: Payload, request: NextRequest) {
  const fields = await postedFields(request)
  const navigation = isNavigation(request)
  const schedule = await readSchedule(payload)
  const timeZone = zoneOr(fields.timeZone || fields.tz, schedule.timeZone)
  const locale = localeOf(fields.locale)
  const t = bookingTexts(locale)
  const picker = (state: string) =>
    seeOther(`${bookingPagePath(locale)}?${new URLSearchParams({ tz: timeZone, estado: state })}`)
  if (!csrfOk(request, fields)) return navigation ? picker('error') : error(t.error, 419)
  const lead = await leadOfToken(
    payload,
    fields.token || request.cookies.get(bookingTokenCookie)?.value,
  )
  if (!lead) return navigation ? picker('vencido') : error(t.expired, 403)
  const start = new Date(fields.start ?? '')
  if (Number.isNaN(start.getTime())) return navigation ? picker('error') : error(t.error, 422)
  const outcome = await bookCall(payload, {
    leadId: lead.id,
    start,
    timeZone,
    locale: fields.locale ? locale : localeOf(lead.locale),
  })
  if ('refused' in outcome) {
    // The lead's call moves through its manage link; a number holding its calls books no more.
    if (outcome.refused === 'already-booked') {
      return navigation ? picker('reservada') : error(t.alreadyBooked, 409, { reason: 'booked' })
    }
    if (outcome.refused === 'phone-limit') {
      return navigation ? picker('limite') : error(t.phoneLimit, 429, { reason: 'phone-limit' })
    }
    if (navigation) return picker('ocupado')
    const slots = (await freeSlots(payload, 7)).map((slot) => zonedSlot(slot, timeZone))
    return error(t.taken, 409, { slots })
  }
  const { booking } = outcome
  if (navigation) return seeOther(`${bookingPagePath(locale)}?enlace=${manageToken(booking)}`)
  return Response.json(
    {
      status: 'success',
      booking: {
        id: booking.id,
        ...zonedSlot({ start: new Date(booking.start), end: new Date(booking.end) }, timeZone),
        manageUrl: manageUrl(booking),
      },
      questionnaireUrl: questionnaireUrl(lead, localeOf(booking.locale)),
    },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  )
}
