import { getTranslations } from 'next-intl/server'
import { AttorneySpotlight } from '@/features/attorneys/components/AttorneySpotlight'
import { TestimonialSlider } from '@/features/attorneys/components/TestimonialSlider'
import { getAttorney, getAttorneyTestimonials } from '@/features/attorneys/queries'
import { attorneyHref } from '@/features/attorneys/urls'
import { telHref } from '@/features/firm/phone'
import type { Firm } from '@/features/firm/queries'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { CardGrid } from '@/features/marketing/components/CardGrid'
import { TrustStrip } from '@/features/marketing/components/TrustStrip'
import { VideoFeature } from '@/features/marketing/components/VideoFeature'
import { HomeGoogleReviews } from '@/features/reviews/components/HomeGoogleReviews'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { renderableLink, resolvedLink } from '@/lib/links'
import { imageRef } from '@/lib/media/image-ref'
import { ButtonLink } from '@/ui/ButtonLink'
import { OptimizedImage } from '@/ui/OptimizedImage'
import { Paragraphs } from '@/ui/Paragraphs'
import { Section } from '@/ui/Section'
import type { PageBlock } from '../queries'
import { asBlock, formIds } from './block-shapes'
import { CampaignHero } from './CampaignHero'
import { ContactButtons } from './ContactButtons'
import { FaqSection } from './FaqSection'

type Props = { locale: Locale; firm: Firm; layout: PageBlock[] }

/** A campaign page's sections in order, each drawn by the site's own section component. */
export function PageBlocks({ locale, firm, layout }: Props) {
  const forms = formIds(layout)
  return layout.map((block, index) => (
    <BlockView
      key={index}
      locale={locale}
      firm={firm}
      block={block}
      index={index}
      formId={forms.byIndex[index] ?? ''}
      firstFormId={forms.first}
    />
  ))
}

type BlockProps = {
  locale: Locale
  firm: Firm
  block: PageBlock
  index: number
  formId: string
  firstFormId: string | null
}

async function BlockView({ locale, firm, block, index, formId, firstFormId }: BlockProps) {
  const [t, m, video] = await Promise.all([
    getTranslations({ locale, namespace: 'campaignPage' }),
    getTranslations({ locale, namespace: 'marketing' }),
    getTranslations({ locale, namespace: 'video' }),
  ])
  const call = { href: telHref(firm.phones.newCases), label: t('call') }
  const id = `section-${index + 1}`
  {
    switch (block.blockType) {
      case 'hero': {
        const cta =
          block.cta !== 'phone' && firstFormId
            ? { href: `#${firstFormId}`, label: block.ctaLabel || t('toForm') }
            : block.cta === 'phone'
              ? { href: call.href, label: block.ctaLabel || call.label }
              : null
        return (
          <CampaignHero
            heading={block.heading}
            text={block.text ?? ''}
            image={imageRef(block.image)}
            cta={cta}
            opensPage={index === 0}
          />
        )
      }
      case 'leadForm':
        return (
          <section aria-labelledby={`${id}-title`} className="bg-brand-50">
            <div className="mx-auto max-w-xl px-4 py-12">
              <h2 id={`${id}-title`} className="mb-2 text-2xl font-bold text-brand-900">
                {block.heading || m('formTitle')}
              </h2>
              <div className="mb-6 space-y-2 text-slate-700">
                <Paragraphs text={block.text ?? ''} />
              </div>
              <LeadForm
                locale={locale}
                placement={block.situation ? 'campaignSituation' : 'campaign'}
                section={block.sectionLabel}
                id={formId}
                consentPreview={block.consentPreview ?? undefined}
                thankYou={block.thankYou === 'referrals' ? 'referral' : undefined}
              />
            </div>
          </section>
        )
      case 'richText':
        return (
          <Section id={id} title={block.heading ?? undefined}>
            <div className="max-w-3xl space-y-4 text-lg">
              <Paragraphs text={block.text} />
            </div>
          </Section>
        )
      case 'media': {
        const image = imageRef(block.image)
        const videoUrl = renderableLink(block.videoUrl, resolvedLink)
        if (videoUrl) {
          return (
            <VideoFeature
              id={id}
              block={asBlock({
                title: block.heading,
                body: block.text,
                image,
                videoUrl,
              })}
              playLabel={video('play')}
            />
          )
        }
        return (
          <Section id={id} title={block.heading ?? undefined}>
            <figure className="max-w-4xl space-y-3">
              {image && (
                <OptimizedImage
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 896px) 896px, 100vw"
                  className="h-auto w-full rounded-lg"
                />
              )}
              {block.text && (
                <figcaption className="text-slate-700">
                  <Paragraphs text={block.text} />
                </figcaption>
              )}
            </figure>
          </Section>
        )
      }
      case 'cards':
        return (
          <Section id={id} title={block.heading ?? undefined} tone="light">
            <CardGrid
              block={asBlock({
                title: block.heading,
                items: (block.items ?? []).map((item) => ({
                  title: item.title,
                  text: item.text ?? '',
                  href: item.href ?? '',
                  image: imageRef(item.image),
                })),
              })}
              firm={firm}
              linkLabel={m('learnMore')}
              externalLabel={m('externalSite')}
            />
          </Section>
        )
      case 'faq':
        return <FaqSection id={id} heading={block.heading || t('faq')} items={block.items ?? []} />
      case 'testimonials':
        return block.source === 'attorneys' ? (
          <TestimonialSlider locale={locale} testimonials={await getAttorneyTestimonials(locale)} />
        ) : (
          <HomeGoogleReviews locale={locale} />
        )
      case 'attorneySpotlight': {
        const slug = typeof block.attorney === 'object' ? block.attorney?.slug : null
        const attorney = slug ? await getAttorney(locale, slug) : null
        if (!attorney) return null
        return (
          <div className="mx-auto max-w-3xl px-4 py-12">
            <AttorneySpotlight
              id={`${id}-title`}
              title={block.heading || t('attorney')}
              attorney={attorney}
            >
              <ButtonLink
                variant="outline"
                href={getPathname({ locale, href: attorneyHref(attorney.slug) })}
              >
                {t('viewProfile')}
              </ButtonLink>
            </AttorneySpotlight>
          </div>
        )
      }
      case 'trustStrip':
        return (
          <TrustStrip
            locale={locale}
            firm={firm}
            experience={asBlock({ title: block.years, body: block.yearsText })}
          />
        )
      case 'contactButtons':
        return (
          <ContactButtons
            id={id}
            heading={block.heading || t('contactTitle')}
            text={block.text ?? ''}
            call={call}
            whatsapp={
              firm.social?.whatsapp ? { href: firm.social.whatsapp, label: t('whatsapp') } : null
            }
          />
        )
      default:
        return null
    }
  }
}
