import { ButtonLink } from '@/ui/ButtonLink'
import type { ImageRef } from '@/lib/media/image-ref'
import { Banner } from '@/ui/Banner'

/**
 * A hero: the page's h1 over the image when it opens the page, an h2 further down (the page
 * title is then the h1), with one call to action (form or phone).
 */
export function CampaignHero({
  heading,
  text,
  image,
  cta,
  opensPage,
}: {
  heading: string
  text: string
  image: ImageRef | null
  cta: { href: string; label: string } | null
  opensPage: boolean
}) {
  return (
    <Banner title={heading} body={text} image={image} opensPage={opensPage}>
      {cta && <ButtonLink href={cta.href}>{cta.label}</ButtonLink>}
    </Banner>
  )
}
