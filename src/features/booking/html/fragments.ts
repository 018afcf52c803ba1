import type { Locale } from '@/i18n/routing'
import type { Slot } from '../slots'
import { bookingTexts, dayLabel, offeredZones, slotClock, zoneName } from '../texts'
import { html, type Html } from './page'

/** The zone choice as a GET form: the page comes back with the times in that zone. */
export function zoneForm(
  action: string,
  locale: Locale,
  timeZone: string,
  hidden: Record<string, string>,
): Html {
  const t = bookingTexts(locale)
  const zones = offeredZones.includes(timeZone) ? offeredZones : [timeZone, ...offeredZones]
  return html`<form method="get" action="${action}" class="card">
    <label for="booking-zone">${t.zone}</label><br />
    <select id="booking-zone" name="tz">
      ${zones.map(
        (zone) =>
          html`<option value="${zone}" ${zone === timeZone ? html` selected` : ''}>
            ${zoneName(zone, locale)}
          </option>`,
      )}
    </select>
    ${hiddenInputs(hidden)}
    <button type="submit" class="secondary">${t.seeTimes}</button>
  </form>`
}

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  )

/**
 * The plain form that picks a slot (book or reschedule): the requested day's slots, or the
 * first day with any, and a submit; a card saying there are none when no day has slots.
 */
export function slotForm(options: {
  action: string
  hidden: Record<string, string>
  submit: string
  days: Map<string, Slot[]>
  requestedDay: string | null
  timeZone: string
  locale: Locale
  dayHref: (day: string) => string
}): Html {
  const { days, requestedDay, timeZone, locale } = options
  if (!days.size) return html`<p class="card">${bookingTexts(locale).noSlots}</p>`
  const day = requestedDay && days.has(requestedDay) ? requestedDay : [...days.keys()][0]
  return html`<form method="post" action="${options.action}" class="card">
    ${hiddenInputs(options.hidden)} ${dayChoice(days, day, timeZone, locale, options.dayHref)}
    <button type="submit">${options.submit}</button>
  </form>`
}

/**
 * One day of slots as radio buttons (no JavaScript), with links to the day before and after:
 * the spec's plain picker shows one day at a time.
 */
function dayChoice(
  days: Map<string, Slot[]>,
  day: string,
  timeZone: string,
  locale: Locale,
  dayHref: (day: string) => string,
): Html {
  const t = bookingTexts(locale)
  const keys = [...days.keys()]
  const index = keys.indexOf(day)
  const slots = days.get(day) ?? []
  const heading = slots[0] ? dayLabel(slots[0].start, timeZone, locale) : day
  return html`<fieldset>
      <legend><span class="day">${heading}</span><br /><span>${t.times}</span></legend>
      ${slots.length ? '' : html`<p>${t.noTimes}</p>`}
      <div class="slots">
        ${slots.map(
          (slot) =>
            html`<label class="slot"
              ><input type="radio" name="start" value="${slot.start.toISOString()}" required />
              ${slotClock(slot.start, timeZone, locale)}</label
            >`,
        )}
      </div>
    </fieldset>
    <nav class="nav" aria-label="${t.day}">
      ${index > 0 ? html`<a href="${dayHref(keys[index - 1])}">← ${t.prevDay}</a>` : html`<span></span>`}
      ${index >= 0 && index < keys.length - 1 ? html`<a href="${dayHref(keys[index + 1])}">${t.nextDay} →</a>` : ''}
    </nav>`
}
