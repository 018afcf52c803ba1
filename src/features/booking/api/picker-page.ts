import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { bookingTokenCookie } from '@/lib/booking-handoff'
import { readSchedule } from '@/features/leads/messaging/schedule'
import { bookableDays, freeSlots } from '../availability'
import { slotsByDay } from '../days'
import { slotForm, zoneForm } from '../html/fragments'
import { html, htmlPage } from '../html/page'
import { leadOfToken } from '../lead-token'
import { bookingTexts } from '../texts'
import { localeOf, zoneOr } from './request'

export const pickerPath = '/api/booking/picker'

/**
 * The picker without JavaScript, per request (the thank-you page is cached and the same for
 * everyone): the lead's token comes from the HttpOnly cookie the plain lead post set. One day
 * at a time, slots as radio buttons, a plain POST to /api/booking.
 */
export async function handlePicker(payload: Payload, request: NextRequest) {
  const params = request.nextUrl.searchParams
  const locale = localeOf(params.get('lang'))
  const t = bookingTexts(locale)
  const schedule = await readSchedule(payload)
  const timeZone = zoneOr(params.get('tz'), schedule.timeZone)
  const state = params.get('estado')
  const lead = await leadOfToken(payload, request.cookies.get(bookingTokenCookie)?.value)
  if (!lead || state === 'vencido') {
    return htmlPage(
      locale,
      t.title,
      html`<h1>${t.title}</h1>
        <p class="alert" role="alert">${t.expired}</p>`,
      403,
    )
  }
  const days = slotsByDay(await freeSlots(payload, bookableDays), timeZone)
  const dayHref = (other: string) =>
    `${pickerPath}?${new URLSearchParams({ lang: locale, tz: timeZone, dia: other })}`
  const message =
    state === 'ocupado'
      ? t.taken
      : state === 'reservada'
        ? t.alreadyBooked
        : state === 'limite'
          ? t.phoneLimit
          : state === 'error'
            ? t.error
            : ''
  const body = html`<h1>${t.title}</h1>
    <p>${t.intro}</p>
    ${message ? html`<p class="alert" role="alert">${message}</p>` : ''}
    ${zoneForm(pickerPath, locale, timeZone, { lang: locale })}
    ${slotForm({
      action: '/api/booking',
      hidden: { locale, timeZone },
      submit: t.confirm,
      days,
      requestedDay: params.get('dia'),
      timeZone,
      locale,
      dayHref,
    })}`
  return htmlPage(locale, t.title, body)
}
