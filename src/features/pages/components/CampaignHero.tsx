import { ButtonLink } from '@/ui/ButtonLink'
import type { ImageRef } from '@/lib/media/image-ref'
import { OptimizedImage } from '@/ui/OptimizedImage'
import { Paragraphs } from '@/ui/Paragraphs'

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
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {image && (
        <OptimizedImage
          src={image.url}
          alt=""
          fill
          preload
          sizes="100vw"
          className="-z-10 object-cover opacity-30"
        />
      )}
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 md:py-20">
        <h1 className="max-w-3xl text-3xl font-bold md:text-5xl">{heading}</h1>
        <div className="max-w-2xl space-y-2 text-lg text-slate-100">
          <Paragraphs text={text} />
        </div>
        {cta && <ButtonLink href={cta.href}>{cta.label}</ButtonLink>}
      </div>
    </section>
  )
}
