import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { AttorneySpotlight } from '@/features/attorneys/ui'
import type { AttorneyProfile } from '@/features/attorneys'
import { attorneyHref } from '@/features/attorneys'
import type { Firm } from '@/features/firm'
import type { Block } from '../queries'
import { Banner } from '@/ui/Banner'
import { BulletList } from '@/ui/BulletList'
import { ButtonLink } from '@/ui/ButtonLink'
import { CardGrid } from './CardGrid'
import { BesideLeadForm } from '@/features/leads/ui'
import { Paragraphs } from '@/ui/Paragraphs'
import { Section } from '@/ui/Section'

/** History, mission list, service cards, founder card and the form. */
export async function AboutPage({
  locale,
  firm,
  blocks,
  founder,
}: {
  locale: Locale
  firm: Firm
  blocks: Record<'history' | 'mission' | 'services', Block>
  founder: AttorneyProfile | null
}) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  const t = await getTranslations({ locale, namespace: 'attorneysPage' })
  const about = await getTranslations({ locale, namespace: 'pages.about' })
  return (
    <>
      <Banner title={about('title')} body={about('description')} image={blocks.history.image} />
      <Section id="history" title={blocks.history.title}>
        <div className="max-w-3xl space-y-3 text-lg">
          <Paragraphs text={blocks.history.body} />
        </div>
      </Section>
      <Section id="mission" title={blocks.mission.title} tone="light">
        <div className="max-w-3xl text-lg">
          <BulletList items={blocks.mission.items.flatMap((item) => item.list)} />
        </div>
      </Section>
      <Section id="services" title={blocks.services.title}>
        <CardGrid
          block={blocks.services}
          firm={firm}
          linkLabel={m('learnMore')}
          externalLabel={m('externalSite')}
        />
      </Section>
      <BesideLeadForm locale={locale} placement="about">
        {founder && (
          <AttorneySpotlight id="founder-title" title={t('founderCard')} attorney={founder}>
            <ButtonLink
              variant="outline"
              href={getPathname({ locale, href: attorneyHref(founder.slug) })}
            >
              {t('viewProfile')}
            </ButtonLink>
          </AttorneySpotlight>
        )}
      </BesideLeadForm>
    </>
  )
}
