import { ButtonLink } from '@/ui/ButtonLink'
import type { ImageRef } from '@/lib/media/image-ref'
import { Banner } from '@/ui/Banner'

/** The page's opening: its h1 over the image, with one call to action (form or phone). */
export function CampaignHero({
  heading,
  text,
  image,
  cta,
}: {
  heading: string
  text: string
  image: ImageRef | null
  cta: { href: string; label: string } | null
}) {
  return (
    <Banner title={heading} body={text} image={image}>
      {cta && <ButtonLink href={cta.href}>{cta.label}</ButtonLink>}
    </Banner>
  )
}
