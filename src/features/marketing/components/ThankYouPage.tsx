import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { getFirmProfile } from '@/features/firm'
import { WhatHappensNext } from '@/features/leads/ui'
import type { Block } from '../queries'
import { ButtonLink } from '@/ui/ButtonLink'
import { Paragraphs } from '@/ui/Paragraphs'

/**
 * Where a lead lands after sending a form: confirmation, the next action (`next`, e.g. the
 * booking picker, within the first screen of a phone), what happens next, and only then the
 * way home: the way out comes last.
 */
export async function ThankYouPage({
  block,
  locale,
  next,
}: {
  block: Block
  locale: Locale
  next?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'thankYou' })
  const firm = await getFirmProfile(locale)
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 pt-8 pb-6 text-center md:pt-20 md:pb-10">
        <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{block.title}</h1>
        <div className="mt-6 space-y-3 text-lg">
          <Paragraphs text={block.body} />
        </div>
      </section>
      {next}
      <WhatHappensNext locale={locale} firm={firm} />
      <div className="mx-auto max-w-3xl px-4 pb-20">
        <ButtonLink href={getPathname({ locale, href: '/' })}>{t('home')}</ButtonLink>
      </div>
    </>
  )
}
