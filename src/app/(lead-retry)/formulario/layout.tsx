import '../../styles/globals.css'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { inter } from '@/ui/font'
import { WebFontScript } from '@/ui/WebFontScript'
import { retryFlash } from '@/features/leads/intake/page-context'
import { noScriptStyle } from '@/ui/no-script-style'

export const metadata: Metadata = { robots: { index: false, follow: false } }
export const viewport: Viewport = { themeColor: '#0c2848', width: 'device-width', initialScale: 1 }

/** Its own root layout: the page's language is the failed form's, read from the flash cookie. */
export default async function RetryLayout({ children }: { children: ReactNode }) {
  const flash = await retryFlash()
  return (
    <html lang={flash?.form.locale ?? 'es'} className={inter.variable} suppressHydrationWarning>
      <head>
        <WebFontScript />
      </head>
      <body>
        {/* As on the site's pages: what needs JavaScript changes when it is off. */}
        <noscript>
          <style>{noScriptStyle}</style>
        </noscript>
        {children}
      </body>
    </html>
  )
}
