import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type { Booking } from '@/payload-types'
import { readReplySettings } from '@/features/leads'
import type { Locale } from '@/i18n/routing'
import { bookCall, cancelCall, moveCall } from '../book'
import { callInvite } from '../invite'
import { manageToken, manageUrl } from '../links'
import { bookingOf, bookingPagePath } from './booking-view'
import { csrfOk, localeOf, postedFields, seeOther, zoneOr } from './request'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : Number((value as { id?: number }).id)

/** The booking page's view of one call (in the site's layout), with the query given. */
function viewPath(locale: Locale, token: string, query: Record<string, string> = {}) {
  return `${bookingPagePath(locale)}?${new URLSearchParams({ enlace: token, ...query })}`
}

/** The call's invite, `text/calendar` (the link on the manage page and in the e-mail). */
export async function handleInvite(payload: Payload, token: string) {
  const booking = await bookingOf(payload, token)
  // A wrong link: the booking page's answer to it, the site's 404 page (not a bare text).
  if (!booking) return seeOther(viewPath('es', token))
  const { firmName } = await readReplySettings(payload)
  return new Response(callInvite(booking, firmName, manageUrl(booking)), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="call.ics"',
      'cache-control': 'private, no-store',
    },
  })
}

/**
 * The link in the visitor's texts and e-mails: the call's page in the site's layout
 * (`/llamada?enlace=…`), which shows it and the plain forms posted back here; the query (zone,
 * day, outcome) goes along.
 */
export async function handleManagePage(payload: Payload, request: NextRequest, token: string) {
  const booking = await bookingOf(payload, token)
  const locale = localeOf(booking?.locale ?? request.nextUrl.searchParams.get('lang'))
  const query = Object.fromEntries(request.nextUrl.searchParams)
  return seeOther(viewPath(locale, token, query))
}

/** `action=cancel` or `action=reschedule` (+ `start`) posted to the manage link. */
export async function handleManagePost(payload: Payload, request: NextRequest, token: string) {
  const booking = await bookingOf(payload, token)
  if (!booking) return seeOther(viewPath('es', token))
  const fields = await postedFields(request)
  const locale = localeOf(booking.locale)
  const path = viewPath(locale, token)
  // Not confirmed (the form's CSRF token is stale or missing): nothing changes, and the call's
  // page says so in the site's layout, with the forms to try again and a call or WhatsApp.
  if (!csrfOk(request, fields)) {
    return seeOther(viewPath(locale, token, { estado: 'sin-confirmar' }))
  }
  if (fields.action === 'cancel') {
    if (booking.status === 'booked') await cancelCall(payload, booking)
    return seeOther(path)
  }
  if (fields.action !== 'reschedule') return seeOther(path)
  const start = new Date(fields.start ?? '')
  if (Number.isNaN(start.getTime())) return seeOther(path)
  const timeZone = zoneOr(fields.timeZone, booking.timeZone)
  // A no-show keeps its record (the show rate counts it): booking again makes a new call.
  const moved =
    booking.status === 'no-show'
      ? await rebook(payload, booking, start, timeZone)
      : booking.status === 'booked'
        ? await moveCall(payload, booking, start)
        : null
  if (!moved) return seeOther(`${viewPath(locale, token, { estado: 'ocupado' })}#reschedule`)
  return seeOther(viewPath(locale, manageToken(moved), { estado: 'movida' }))
}

/** A no-show's new call, under the same limits as a first booking. */
async function rebook(payload: Payload, booking: Booking, start: Date, timeZone: string) {
  const outcome = await bookCall(payload, {
    leadId: idOf(booking.lead),
    start,
    timeZone,
    locale: localeOf(booking.locale),
  })
  return 'booking' in outcome ? outcome.booking : null
}
