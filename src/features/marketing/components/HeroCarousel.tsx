import { OptimizedImage } from '@/ui/OptimizedImage'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { Carousel } from '@/ui/Carousel.client'
import { carouselLabels } from '@/ui/carousel-labels'
import type { Block } from '../queries'
import { ButtonLink } from '@/ui/ButtonLink'

/**
 * The home hero: four slides, autoplay every 5000 ms with a 500 ms transition. Each slide's first
 * call to action is the free evaluation (what a visitor came for), then the slide's own page.
 */
export async function HeroCarousel({ locale, block }: { locale: Locale; block: Block }) {
  const t = await getTranslations({ locale, namespace: 'home' })
  const evaluationHref = `${getPathname({ locale, href: '/contacto' })}#formularioGeneral`
  return (
    <Carousel
      labels={await carouselLabels(t('heroRegion'))}
      slideClassName="basis-full"
      autoplayMs={5000}
      gap={0}
    >
      {block.items.map((slide, index) => (
        <div
          key={index}
          className="relative isolate h-full min-h-80 overflow-hidden bg-brand-900 text-white md:min-h-96"
        >
          {slide.image && (
            <OptimizedImage
              src={slide.image.url}
              alt=""
              fill
              preload={index === 0}
              sizes="100vw"
              className="-z-10 object-cover opacity-30"
            />
          )}
          <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-6 py-14 md:px-16 md:py-20">
            <h2 className="max-w-3xl text-3xl font-bold md:text-5xl">{slide.title}</h2>
            <p className="max-w-2xl text-lg text-slate-100">{slide.text}</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink href={evaluationHref} cta="evaluation">
                {t('heroEvaluation')}
              </ButtonLink>
              {slide.href && (
                <ButtonLink href={slide.href} variant="outlineLight">
                  {t('heroCta')}
                  <span className="sr-only">: {slide.title}</span>
                </ButtonLink>
              )}
            </div>
          </div>
        </div>
      ))}
    </Carousel>
  )
}
