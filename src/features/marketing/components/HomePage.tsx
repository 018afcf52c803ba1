import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { HomeNews } from '@/features/blog/ui'
import type { Firm } from '@/features/firm'
import { HomeGoogleReviews } from '@/features/reviews/ui'
import type { Block } from '../queries'
import { ButtonLink } from '@/ui/ButtonLink'
import { CardGrid } from './CardGrid'
import { HeroCarousel } from './HeroCarousel'
import { Paragraphs } from '@/ui/Paragraphs'
import { ItemList } from '@/ui/ItemList'
import { Section } from '@/ui/Section'
import { TrustStrip } from './TrustStrip'
import { VideoFeature } from './VideoFeature'

export const homeBlockKeys = [
  'home.hero',
  'services.cards',
  'home.about',
  'home.mission',
  'home.founderVideo',
  'home.reviews',
  'home.humanitarian',
  'home.howItWorks',
  'home.experience',
] as const

type HomeBlocks = Record<(typeof homeBlockKeys)[number], Block>

export async function HomePage({
  locale,
  firm,
  blocks,
}: {
  locale: Locale
  firm: Firm
  blocks: HomeBlocks
}) {
  const t = await getTranslations({ locale, namespace: 'home' })
  const m = await getTranslations({ locale, namespace: 'marketing' })
  const video = await getTranslations({ locale, namespace: 'video' })
  const founderHref = getPathname({
    locale,
    href: { pathname: '/[name]', params: { name: firm.founderSlug } },
  })
  const experience = blocks['home.experience']
  return (
    <>
      <div className="bg-brand-900 text-white">
        <h1 className="mx-auto max-w-7xl px-4 pt-4 text-base font-semibold md:text-lg">
          {firm.name}: {t('title')}
        </h1>
      </div>
      <HeroCarousel locale={locale} block={blocks['home.hero']} />

      <TrustStrip locale={locale} firm={firm} experience={experience} />

      <Section id="services" title={blocks['services.cards'].title} tone="light">
        <CardGrid
          block={blocks['services.cards']}
          firm={firm}
          linkLabel={m('learnMore')}
          externalLabel={m('externalSite')}
        />
      </Section>

      <VideoFeature id="about" block={blocks['home.about']} playLabel={video('play')}>
        <ButtonLink variant="outline" href={getPathname({ locale, href: '/nosotros' })}>
          {t('aboutLink')}
        </ButtonLink>
      </VideoFeature>

      <Section id="mission" title={blocks['home.mission'].title} tone="light">
        <p className="mb-6 max-w-3xl text-lg">{blocks['home.mission'].body}</p>
        <ItemList
          items={blocks['home.mission'].items}
          className="grid gap-6 md:grid-cols-3"
          itemClassName="rounded-lg bg-white p-6 shadow"
        />
      </Section>

      <VideoFeature
        id="founder-video"
        block={blocks['home.founderVideo']}
        playLabel={video('play')}
      >
        <ButtonLink href={founderHref}>{t('watchFounder', { name: firm.founderName })}</ButtonLink>
      </VideoFeature>

      <Section id="reviews-teaser" title={blocks['home.reviews'].title} tone="light">
        <p className="mb-6 max-w-3xl text-lg">{blocks['home.reviews'].body}</p>
        <ButtonLink href={getPathname({ locale, href: '/testimonios' })}>
          {t('reviewsLink')}
        </ButtonLink>
      </Section>

      <Section id="humanitarian" title={blocks['home.humanitarian'].title}>
        <div className="mb-6 max-w-3xl space-y-3 text-lg">
          <Paragraphs text={blocks['home.humanitarian'].body} />
        </div>
        <CardGrid
          block={blocks['home.humanitarian']}
          firm={firm}
          linkLabel={m('learnMore')}
          externalLabel={m('externalSite')}
        />
        <h3 className="mb-4 mt-10 text-2xl font-bold text-brand-900">
          {blocks['home.howItWorks'].title}
        </h3>
        <ol className="grid gap-6 md:grid-cols-3">
          {blocks['home.howItWorks'].items.map((step, index) => (
            <li key={index} className="rounded-lg border border-brand-100 p-6">
              <h4 className="text-lg font-bold">{step.title}</h4>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <HomeNews locale={locale} />
      <HomeGoogleReviews locale={locale} />
    </>
  )
}
