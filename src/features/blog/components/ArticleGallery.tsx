import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { Carousel } from '@/ui/Carousel.client'
import { carouselLabels } from '@/ui/carousel-labels'
import type { Post } from '../posts'

/** The optional gallery: 2 slides from 1024 px, 1 below, looping, arrows, 20 px gap. */
export async function ArticleGallery({
  locale,
  gallery,
}: {
  locale: Locale
  gallery: Post['gallery']
}) {
  if (gallery.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'article' })
  return (
    <section className="mt-10" data-testid="article-gallery">
      <h2 id="article-gallery" className="mb-4 text-xl font-bold text-brand-900">
        {t('gallery')}
      </h2>
      <Carousel
        labels={await carouselLabels(t('gallery'))}
        slideClassName="basis-full lg:basis-1/2"
        gap={20}
        loop
        arrows
      >
        {gallery.map((item) => (
          <Image
            key={item.image.url}
            src={item.image.url}
            alt={item.alt[locale]}
            width={item.image.width}
            height={item.image.height}
            sizes="(min-width: 1024px) 33vw, 100vw"
            className="aspect-[3/2] w-full rounded object-cover"
          />
        ))}
      </Carousel>
    </section>
  )
}
