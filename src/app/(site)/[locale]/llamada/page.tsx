import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { bookingPagePath, bookingView } from '@/features/booking/api/booking-view'
import { BookingHelp } from '@/features/booking/components/BookingHelp'
import { bookingStyle } from '@/features/booking/html/page'
import { bookingTexts } from '@/features/booking/texts'
import { getFirmProfile } from '@/features/firm/queries'
import { bookingTokenCookie } from '@/lib/booking-handoff'
import { csrfCookie } from '@/lib/http/csrf'
import { payloadClient } from '@/lib/payload/payload'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

// One visitor's picker or call (a cookie, a signed link): rendered per request, never cached.
export const dynamic = 'force-dynamic'

const wrongLinkSegment = 'enlace-no-valido'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[]>> }

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  // The manage link is in the address: no other site is told it.
  return {
    title: bookingTexts(locale).manageTitle,
    robots: { index: false },
    referrer: 'no-referrer' as const,
  }
}

/**
 * The free call's page without JavaScript, in the site's layout: the picker (the lead's token in
 * the cookie the plain lead post set), a call's view with `?enlace=` (move, cancel), and every
 * dead end with a call, WhatsApp and the way home.
 */
export default async function BookingPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) {
    if (typeof value === 'string') query.set(key, value)
  }
  const jar = await cookies()
  const view = await bookingView(await payloadClient(), {
    locale,
    params: query,
    leadToken: jar.get(bookingTokenCookie)?.value,
    nonce: jar.get(csrfCookie)?.value,
  })
  // A page rendered per request cannot answer 404 with its content (lib/next-boundary/
  // not-found-in-suspense.tsx): a wrong link goes to a path under it that nothing answers, the
  // site's cached 404 page.
  if (view.kind === 'missing') redirect(`${bookingPagePath(locale)}/${wrongLinkSegment}`)
  return (
    <section className="booking-page mx-auto max-w-2xl px-4 py-10">
      <style>{bookingStyle}</style>
      <h1 className="text-3xl font-bold text-brand-900">{view.title}</h1>
      <div className="booking-body" dangerouslySetInnerHTML={{ __html: view.body.html }} />
      {view.deadEnd ? <BookingHelp locale={locale} firm={await getFirmProfile(locale)} /> : null}
    </section>
  )
}
