import { getTranslations } from 'next-intl/server'
import type { CarouselLabels } from './Carousel.client'

/** The carousel's control texts in the page's language; `region` names the carousel. */
export async function carouselLabels(region: string): Promise<CarouselLabels> {
  const t = await getTranslations('carousel')
  return {
    region,
    slide: t('slide'),
    slideOf: t.raw('slideOf') as string,
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    goTo: t.raw('goTo') as string,
  }
}
