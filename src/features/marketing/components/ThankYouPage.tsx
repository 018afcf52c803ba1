import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { Block } from '../queries'
import { ButtonLink } from '@/ui/ButtonLink'
import { Paragraphs } from '@/ui/Paragraphs'

/** Where a lead lands after sending a form: confirmation, what happens next, and the way home. */
export async function ThankYouPage({ block, locale }: { block: Block; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'thankYou' })
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{block.title}</h1>
      <div className="mt-6 space-y-3 text-lg">
        <Paragraphs text={block.body} />
      </div>
      <div className="mt-8">
        <ButtonLink href={getPathname({ locale, href: '/' })}>{t('home')}</ButtonLink>
      </div>
    </section>
  )
}
