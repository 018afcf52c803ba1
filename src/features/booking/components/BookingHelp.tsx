import { telHref, type Firm } from '@/features/firm'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { bookingTexts, fill } from '../texts'

const button =
  'inline-flex min-h-11 items-center justify-center rounded px-5 py-3 text-center font-semibold'

/**
 * Where a booking screen that cannot go on sends the visitor: a call (tap to call), WhatsApp,
 * and back to the site, never a "call us" without the number.
 */
export function BookingHelp({ locale, firm }: { locale: Locale; firm: Firm }) {
  const t = bookingTexts(locale)
  const phone = firm.phones.newCases
  return (
    <div data-booking-help className="mt-6 rounded border border-slate-200 bg-slate-50 p-5">
      <p className="text-lg font-semibold text-brand-900">{t.helpTitle}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={telHref(phone)}
          className={`${button} bg-accent-600 text-white hover:bg-accent-500`}
        >
          <span className="whitespace-nowrap">{fill(t.helpCall, { phone })}</span>
        </a>
        {firm.social.whatsapp ? (
          <a
            href={firm.social.whatsapp}
            className={`${button} bg-[#0b6b3a] text-white hover:bg-[#095a31]`}
          >
            {t.helpWhatsapp}
          </a>
        ) : null}
        <a
          href={getPathname({ locale, href: '/' })}
          className={`${button} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          {t.helpHome}
        </a>
      </div>
    </div>
  )
}
