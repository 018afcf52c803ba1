import '../../styles/globals.css'
import type { Metadata, Viewport } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { inter } from '@/ui/font'
import { WebFontScript } from '@/ui/WebFontScript'
import { FloatingCall } from '@/features/layout/FloatingCall.client'
import { Footer } from '@/features/layout/Footer'
import { Header } from '@/features/layout/Header'
import { telHref } from '@/features/firm/phone'
import { getFirmProfile } from '@/features/firm/queries'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { OfficeHours } from '@/features/schedule/components/OfficeHours'
import { resolveLocale } from '@/lib/routing/locale-params'
import { siteUrl } from '@/lib/seo/site-url'
import { noScriptStyle } from '@/ui/no-script-style'

// Pages carry nothing per visitor: they are rendered on first request, cached (ISR) and
// revalidated by tag when staff publish (cms/revalidate.ts), so none is rendered at build time
// (the build's database is not the one the site runs on). `revalidate` is only a safety net.
export const revalidate = 300
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const firm = await getFirmProfile(locale)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: siteUrl(),
    title: { default: firm.name, template: `%s | ${firm.name}` },
    description: t('defaultDescription'),
    openGraph: { siteName: firm.name },
  }
}

export const viewport: Viewport = { themeColor: '#0c2848', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await resolveLocale(params)
  const firm = await getFirmProfile(locale)
  const t = await getTranslations({ locale, namespace: 'nav' })
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        <WebFontScript />
      </head>
      <body>
        {/* Without JavaScript: its controls hide, carousels scroll (ui/no-script-style.ts). */}
        <noscript>
          <style>{noScriptStyle}</style>
        </noscript>
        <a
          href="#content"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {t('skipToContent')}
        </a>
        <Header locale={locale} firm={firm} />
        <main id="content" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none lg:pt-27">
          {children}
        </main>
        <Footer
          locale={locale}
          firm={firm}
          officeHours={<OfficeHours locale={locale} />}
          leadForm={
            <LeadForm locale={locale} placement="footer" id="footer-lead-form" tone="dark" />
          }
        />
        <FloatingCall
          href={telHref(firm.phones.newCases)}
          whatsappHref={firm.social.whatsapp}
          labels={{
            region: t('floatingContact'),
            call: t('floatingCall'),
            callShort: t('callShort'),
            whatsapp: t('floatingWhatsapp'),
          }}
        />
      </body>
    </html>
  )
}
