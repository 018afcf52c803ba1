import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type { Booking } from '@/payload-types'
import { csrfCookie, csrfCookieOptions, nonceFrom, tokenFor } from '@/features/leads/intake/csrf'
import { readReplySettings } from '@/features/leads/messaging/reply-settings'
import { bookableDays, freeSlots } from '../availability'
import { bookCall, cancelCall, moveCall } from '../book'
import { slotsByDay } from '../days'
import { slotForm, zoneForm } from '../html/fragments'
import { html, htmlPage } from '../html/page'
import { callInvite } from '../invite'
import { bookingIdOf, isManageTokenOf, managePath, manageUrl } from '../links'
import { bookingTexts, callTime } from '../texts'
import { csrfOk, localeOf, postedFields, seeOther, zoneOr } from './request'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : Number((value as { id?: number }).id)

async function bookingOf(payload: Payload, token: string): Promise<Booking | null> {
  const id = bookingIdOf(token)
  if (id === null) return null
  const booking = await payload.findByID({ collection: 'bookings', id, depth: 0 }).catch(() => null)
  return booking && isManageTokenOf(token, booking) ? booking : null
}

const notFound = () => new Response('Not found', { status: 404 })

/** The call's invite, `text/calendar` (the link on the manage page and in the e-mail). */
export async function handleInvite(payload: Payload, token: string) {
  const booking = await bookingOf(payload, token)
  if (!booking) return notFound()
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
 * The visitor's page for the call (signed link, no login): its time in their zone, the .ics,
 * and plain forms to move or cancel it that work without JavaScript (`_token` bound to the
 * CSRF cookie this answer sets when missing).
 */
export async function handleManagePage(payload: Payload, request: NextRequest, token: string) {
  const booking = await bookingOf(payload, token)
  if (!booking) return notFound()
  const params = request.nextUrl.searchParams
  const locale = localeOf(booking.locale)
  const t = bookingTexts(locale)
  const timeZone = zoneOr(params.get('tz'), booking.timeZone)
  const nonce = nonceFrom(request.cookies.get(csrfCookie)?.value)
  const path = managePath(booking)
  const state = params.get('estado')
  const open = booking.status === 'booked' || booking.status === 'no-show'
  const status =
    booking.status === 'cancelled'
      ? html`<p class="ok" role="status">${t.cancelled}</p>
          <p>${t.cancelledText}</p>`
      : state === 'movida'
        ? html`<p class="ok" role="status">${t.moved}</p>`
        : state === 'ocupado'
          ? html`<p class="alert" role="alert">${t.taken}</p>`
          : ''
  let reschedule = html``
  if (open) {
    const days = slotsByDay(
      await freeSlots(payload, bookableDays, new Date(), booking.id),
      timeZone,
    )
    const dayHref = (other: string) =>
      `${path}?${new URLSearchParams({ tz: timeZone, dia: other })}`
    reschedule = html`<h2 id="reschedule">${t.reschedule}</h2>
      ${zoneForm(path, locale, timeZone, {})}
      ${slotForm({
        action: path,
        hidden: { _token: tokenFor(nonce), action: 'reschedule', timeZone },
        submit: t.rescheduleSubmit,
        days,
        requestedDay: params.get('dia'),
        timeZone,
        locale,
        dayHref,
      })}
      <h2>${t.cancel}</h2>
      <form method="post" action="${path}" class="card">
        <input type="hidden" name="_token" value="${tokenFor(nonce)}" />
        <input type="hidden" name="action" value="cancel" />
        <button type="submit" class="secondary">${t.cancelSubmit}</button>
      </form>`
  }
  const body = html`<h1>${booking.status === 'cancelled' ? t.manageTitle : t.booked}</h1>
    ${status}
    <div class="card">
      <p style="margin:0;font-size:1.15rem">
        <strong>${callTime(new Date(booking.start), timeZone, locale)}</strong>
      </p>
      ${booking.status === 'cancelled' ? '' : html`<p><a href="${path}/invite.ics">${t.addToCalendar}</a></p>`}
    </div>
    ${reschedule}`
  const response = htmlPage(locale, t.manageTitle, body)
  if (nonce !== request.cookies.get(csrfCookie)?.value) {
    const { name, value, ...options } = { name: csrfCookie, value: nonce, ...csrfCookieOptions }
    response.headers.append('set-cookie', cookieHeader(name, value, options))
  }
  return response
}

function cookieHeader(name: string, value: string, options: typeof csrfCookieOptions) {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}

/** `action=cancel` or `action=reschedule` (+ `start`) posted to the manage link. */
export async function handleManagePost(payload: Payload, request: NextRequest, token: string) {
  const booking = await bookingOf(payload, token)
  if (!booking) return notFound()
  const fields = await postedFields(request)
  const path = managePath(booking)
  if (!csrfOk(request, fields)) return new Response('Forbidden', { status: 403 })
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
  if (!moved) return seeOther(`${path}?estado=ocupado#reschedule`)
  return seeOther(`${managePath(moved)}?estado=movida`)
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
