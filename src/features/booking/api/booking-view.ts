import type { Payload } from 'payload'
import type { Booking } from '@/payload-types'
import { tokenFor } from '@/lib/http/csrf'
import {
  questionnairePath,
  questionnaireTexts,
  questionnaireToken,
} from '@/features/questionnaires'
import { readSchedule } from '@/features/schedule'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { bookableDays, freeSlots } from '../availability'
import { slotsByDay } from '../days'
import { slotForm, zoneForm } from '../html/fragments'
import { html, type Html } from '../html/page'
import { leadOfToken } from '../lead-token'
import { bookingIdOf, isManageTokenOf, managePath, manageToken } from '../links'
import { zoneWords } from '@/lib/zone-words'
import { bookingTexts, dayLabel, slotClock } from '../texts'
import { zoneOr } from './request'

/**
 * What the booking page (`/llamada`, `/en/call`) shows: the picker, a call's manage view, or a
 * dead end (no slot, an expired link, a cancelled call), which the page gives ways to reach the
 * firm; `missing` is a wrong manage link (the page answers 404).
 */
export type BookingView =
  { kind: 'page'; title: string; body: Html; deadEnd: boolean } | { kind: 'missing' }

export const bookingPagePath = (locale: Locale) => getPathname({ locale, href: '/llamada' })

/** The booking a manage link names, when the link was signed for it. */
export async function bookingOf(payload: Payload, token: string): Promise<Booking | null> {
  const id = bookingIdOf(token)
  if (id === null) return null
  const booking = await payload.findByID({ collection: 'bookings', id, depth: 0 }).catch(() => null)
  return booking && isManageTokenOf(token, booking) ? booking : null
}

type Request = {
  locale: Locale
  params: URLSearchParams
  /** The lead's booking token (the HttpOnly cookie the plain lead post set). */
  leadToken: string | undefined
  /** The CSRF cookie's nonce when the browser has one (a page sets no cookie). */
  nonce: string | undefined
}

export async function bookingView(payload: Payload, request: Request): Promise<BookingView> {
  const link = request.params.get('enlace')
  if (link !== null) return manageView(payload, request, link)
  return pickerView(payload, request)
}

const states: Record<string, 'taken' | 'alreadyBooked' | 'phoneLimit' | 'error'> = {
  ocupado: 'taken',
  reservada: 'alreadyBooked',
  limite: 'phoneLimit',
  error: 'error',
}

async function pickerView(payload: Payload, request: Request): Promise<BookingView> {
  const { locale, params } = request
  const t = bookingTexts(locale)
  const schedule = await readSchedule(payload)
  const timeZone = zoneOr(params.get('tz'), schedule.timeZone)
  const state = params.get('estado') ?? ''
  const lead = await leadOfToken(payload, request.leadToken)
  if (!lead || state === 'vencido') {
    return deadEnd(t.title, html`<p class="alert" role="alert">${t.expired}</p>`)
  }
  const days = slotsByDay(await freeSlots(payload, bookableDays), timeZone)
  if (!days.size) return deadEnd(t.title, html`<p class="card">${t.noSlots}</p>`)
  const path = bookingPagePath(locale)
  const dayHref = (other: string) => `${path}?${new URLSearchParams({ tz: timeZone, dia: other })}`
  const message = states[state] ? t[states[state]] : ''
  // A phone at its limit books no more here, and a failure may come back: both offer a call.
  const stuck = states[state] === 'phoneLimit' || states[state] === 'error'
  const body = html`<p>${t.intro}</p>
    ${message ? html`<p class="alert" role="alert">${message}</p>` : ''}
    ${zoneForm(path, locale, timeZone, {})}
    ${slotForm({
      action: '/api/booking',
      hidden: { locale, timeZone, ...(request.nonce ? { _token: tokenFor(request.nonce) } : {}) },
      submit: t.confirm,
      days,
      requestedDay: params.get('dia'),
      timeZone,
      locale,
      dayHref,
    })}`
  return { kind: 'page', title: t.title, body, deadEnd: stuck }
}

const deadEnd = (title: string, body: Html): BookingView => ({
  kind: 'page',
  title,
  body,
  deadEnd: true,
})

/** The call's day, time and zone (callTime's words); the time never breaks over two lines. */
const whenHtml = (start: Date, timeZone: string, locale: Locale) =>
  html`${dayLabel(start, timeZone, locale)},
    <span class="clock">${slotClock(start, timeZone, locale)}</span>, ${zoneWords(timeZone, locale)}`

async function manageView(payload: Payload, request: Request, link: string): Promise<BookingView> {
  const booking = await bookingOf(payload, link)
  if (!booking) return { kind: 'missing' }
  const { locale, params } = request
  const t = bookingTexts(locale)
  const timeZone = zoneOr(params.get('tz'), booking.timeZone)
  const when = html`<div class="card">
    <p class="when"><strong>${whenHtml(new Date(booking.start), timeZone, locale)}</strong></p>
    ${booking.status === 'cancelled' ? '' : html`<p><a href="${managePath(booking)}/invite.ics">${t.addToCalendar}</a></p>`}
  </div>`
  if (booking.status === 'cancelled') {
    return deadEnd(
      t.manageTitle,
      html`<p class="ok" role="status">${t.cancelled}</p>
        <p>${t.cancelledText}</p>
        ${when}`,
    )
  }
  const state = params.get('estado')
  const status =
    state === 'movida'
      ? html`<p class="ok" role="status">${t.moved}</p>`
      : state === 'ocupado'
        ? html`<p class="alert" role="alert">${t.taken}</p>`
        : state === 'sin-confirmar'
          ? html`<p class="alert" role="alert">${t.notConfirmed}</p>`
          : ''
  const open = booking.status === 'booked' || booking.status === 'no-show'
  return {
    kind: 'page',
    title: t.booked,
    body: html`${status} ${when} ${open ? await questionnaireCard(payload, booking, locale) : ''}
    ${open ? await changeForms(payload, booking, request, timeZone) : ''}`,
    // A change that could not be confirmed offers a call or WhatsApp besides trying again.
    deadEnd: state === 'sin-confirmar',
  }
}

/** The questionnaire to answer before the call, through the lead's private link. */
async function questionnaireCard(payload: Payload, booking: Booking, locale: Locale) {
  const id = typeof booking.lead === 'number' ? booking.lead : booking.lead.id
  const lead = await payload
    .findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!lead) return ''
  const q = questionnaireTexts(locale)
  return html`<div class="card" data-questionnaire>
    <p>${q.bookingLink}</p>
    <p>
      <a class="button" href="${questionnairePath(locale, questionnaireToken(lead))}"
        >${q.bookingLinkButton}</a
      >
    </p>
  </div>`
}

/** Plain forms to move or cancel the call, posted to the manage link. */
async function changeForms(payload: Payload, booking: Booking, request: Request, timeZone: string) {
  const { locale, params, nonce } = request
  const t = bookingTexts(locale)
  const action = managePath(booking)
  const token: Record<string, string> = nonce ? { _token: tokenFor(nonce) } : {}
  const link = manageToken(booking)
  const page = bookingPagePath(locale)
  const days = slotsByDay(await freeSlots(payload, bookableDays, new Date(), booking.id), timeZone)
  const dayHref = (other: string) =>
    `${page}?${new URLSearchParams({ enlace: link, tz: timeZone, dia: other })}`
  return html`<h2 id="reschedule">${t.reschedule}</h2>
    ${zoneForm(page, locale, timeZone, { enlace: link })}
    ${slotForm({
      action,
      hidden: { ...token, action: 'reschedule', timeZone },
      submit: t.rescheduleSubmit,
      days,
      requestedDay: params.get('dia'),
      timeZone,
      locale,
      dayHref,
    })}
    <h2>${t.cancel}</h2>
    <form method="post" action="${action}" class="card">
      ${nonce ? html`<input type="hidden" name="_token" value="${tokenFor(nonce)}" />` : ''}
      <input type="hidden" name="action" value="cancel" />
      <button type="submit" class="secondary">${t.cancelSubmit}</button>
    </form>`
}
