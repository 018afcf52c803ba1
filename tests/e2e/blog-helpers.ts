import type { Locator } from '@playwright/test'

/** How many slides a carousel region shows at once: viewport width over one slide's width. */
export async function slidesPerView(region: Locator): Promise<number> {
  return region.evaluate((element) => {
    const viewport = element.firstElementChild as HTMLElement
    const slide = viewport.querySelector('[role="group"]') as HTMLElement
    return Math.round(viewport.clientWidth / slide.getBoundingClientRect().width)
  })
}

export const switchLink =
  'header a[aria-label="Ver esta página en inglés"], header a[aria-label="View this page in Spanish"]'
