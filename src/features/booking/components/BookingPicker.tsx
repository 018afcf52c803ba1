import { getFirmProfile } from '@/features/firm'
import { getOfficeHours } from '@/features/schedule/ui'
import { questionnaireTexts } from '@/features/questionnaires'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { otherZoneWords, zoneWords } from '@/lib/zone-words'
import { bookingTexts, offeredZones, zoneName } from '../texts'
import { BookingHelp } from './BookingHelp'
import { BookingPickerClient, type PickerTexts } from './BookingPicker.client'
import { StaffBookingNote } from './StaffBookingNote.client'

/**
 * "Choose a time for your free call" on the thank-you pages. The page is cached and the same for
 * everyone, so nothing here names the visitor: with JavaScript the picker takes the lead's
 * booking token from sessionStorage (the lead post's answer) and reads the slots live; without
 * it, the plain form below opens the per-request booking page (/llamada), which reads the
 * token from the cookie the plain lead post set. One line inserts it in a page.
 */
export async function BookingPicker({ locale }: { locale: Locale }) {
  const t = bookingTexts(locale)
  const { timeZone: firmZone } = await getOfficeHours()
  const zones = (offeredZones.includes(firmZone) ? offeredZones : [firmZone, ...offeredZones]).map(
    (value) => ({ value, label: zoneName(value, locale), words: zoneWords(value, locale) }),
  )
  const texts: PickerTexts = {
    zone: t.zone,
    times: t.times,
    day: t.day,
    noTimes: t.noTimes,
    noSlots: t.noSlots,
    confirm: t.confirm,
    loading: t.loading,
    taken: t.taken,
    expired: t.expired,
    error: t.error,
    booked: t.booked,
    bookedFor: t.bookedFor,
    otherZone: otherZoneWords(locale),
    manage: t.manage,
    addToCalendar: t.addToCalendar,
    questionnaire: questionnaireTexts(locale).bookingLink,
    questionnaireButton: questionnaireTexts(locale).bookingLinkButton,
  }
  return (
    <section aria-labelledby="booking-title" className="mx-auto max-w-3xl px-4 pb-12">
      <div className="rounded border border-slate-200 bg-slate-50 p-5">
        <StaffBookingNote note={t.staffNoHours} link={t.staffNoHoursLink} />
        <h2 id="booking-title" className="text-2xl font-bold text-brand-900">
          {t.title}
        </h2>
        <p className="mt-2 text-slate-700">{t.intro}</p>
        <BookingPickerClient
          locale={locale}
          firmZone={firmZone}
          zones={zones}
          texts={texts}
          help={<BookingHelp locale={locale} firm={await getFirmProfile(locale)} />}
        >
          <form method="get" action={getPathname({ locale, href: '/llamada' })} className="mt-4">
            <label htmlFor="booking-zone-plain" className="lead-label block">
              {t.zone}
            </label>
            <div className="mt-1 flex flex-wrap gap-3">
              <select
                id="booking-zone-plain"
                name="tz"
                defaultValue={firmZone}
                className="lead-input min-w-0 flex-1 basis-56"
              >
                {zones.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-500"
              >
                {t.seeTimes}
              </button>
            </div>
          </form>
        </BookingPickerClient>
      </div>
    </section>
  )
}
