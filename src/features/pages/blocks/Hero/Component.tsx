import { getTranslations } from 'next-intl/server'
import { imageRef } from '@/lib/media/image-ref'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { callLink } from '../call-link'
import type { BlockProps } from '../types'

/**
 * A hero: the page's h1 over the image when it opens the page, an h2 further down (the page
 * title is then the h1), with one call to action (form or phone).
 */
export async function HeroBlock({ block, locale, firm, index, firstFormId }: BlockProps<'hero'>) {
  const t = await getTranslations({ locale, namespace: 'campaignPage' })
  const call = callLink(firm, t('call'))
  const cta =
    block.cta !== 'phone' && firstFormId
      ? { href: `#${firstFormId}`, label: block.ctaLabel || t('toForm') }
      : block.cta === 'phone'
        ? { href: call.href, label: block.ctaLabel || call.label }
        : null
  return (
    <Banner
      title={block.heading}
      body={block.text ?? ''}
      image={imageRef(block.image)}
      opensPage={index === 0}
    >
      {cta && <ButtonLink href={cta.href}>{cta.label}</ButtonLink>}
    </Banner>
  )
}
