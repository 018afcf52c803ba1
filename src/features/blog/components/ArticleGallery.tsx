import { getTranslations } from 'next-intl/server'
import { CardImage } from '@/ui/CardImage'
import type { Locale } from '@/i18n/routing'
import { CarouselSection } from '@/ui/CarouselSection'
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
    <CarouselSection
      id="article-gallery"
      title={t('gallery')}
      region={t('gallery')}
      landmark={false}
      sectionClassName="mt-10"
      titleClassName="mb-4 text-xl font-bold text-brand-900"
      testId="article-gallery"
      slideClassName="basis-full lg:basis-1/2"
      gap={20}
      loop
      arrows
    >
      {gallery.map((item) => (
        <CardImage
          key={item.image.url}
          image={item.image}
          alt={item.alt[locale]}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="aspect-[3/2] w-full rounded object-cover"
        />
      ))}
    </CarouselSection>
  )
}
