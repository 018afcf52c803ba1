'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { usePrefersReducedMotion } from './use-reduced-motion'

export type CarouselLabels = {
  region: string
  slide: string
  previous: string
  next: string
  pause: string
  play: string
  goTo: string
}

export type CarouselProps = {
  children: ReactNode
  labels: CarouselLabels
  /** Tailwind width classes of one slide, e.g. `basis-full md:basis-1/2` (slides per view). */
  slideClassName: string
  /** Milliseconds between automatic advances; omitted means no autoplay. */
  autoplayMs?: number
  /** Embla's transition duration (about 25 ≈ 500 ms). */
  duration?: number
  loop?: boolean
  arrows?: boolean
  dots?: boolean
  /** Gap between slides in px. */
  gap?: number
}

function fill(template: string, values: Record<string, number>) {
  return template.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ''))
}

/**
 * Accessible carousel: autoplay that the visitor can pause, that stops while hovered or focused,
 * and that never starts under `prefers-reduced-motion`; arrows and dots are buttons.
 */
export function Carousel({
  children,
  labels,
  slideClassName,
  autoplayMs,
  duration = 25,
  loop = true,
  arrows = true,
  dots = true,
  gap = 16,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const reducedMotion = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(Boolean(autoplayMs))
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState<number[]>([])
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const startNow = useRef<() => void>(undefined)
  const pending = useRef<(api: EmblaCarouselType) => void>(undefined)

  // The slides are server-rendered HTML; Embla (its script and its layout work) starts only
  // after the first paint, once the carousel is on screen, so it stays off the page's critical
  // path. A click before then starts it at once and is applied when it is ready.
  useEffect(() => {
    if (!viewport) return
    let api: EmblaCarouselType | undefined
    let started = false
    let cancelled = false
    const start = async () => {
      if (started) return
      started = true
      const [{ default: EmblaCarousel }, autoplay] = await Promise.all([
        import('embla-carousel'),
        autoplayMs ? import('embla-carousel-autoplay') : null,
      ])
      if (cancelled) return
      const plugins = autoplay
        ? [
            autoplay.default({
              delay: autoplayMs,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
              playOnInit: false,
            }),
          ]
        : []
      api = EmblaCarousel(viewport, { loop, align: 'start', duration }, plugins)
      pending.current?.(api)
      pending.current = undefined
      setEmbla(api)
    }
    startNow.current = () => void start()
    // Safari has no requestIdleCallback.
    const idle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined
    const later = () =>
      idle
        ? idle(() => void start(), { timeout: 2000 })
        : window.setTimeout(() => void start(), 200)
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      later()
    })
    observer.observe(viewport)
    return () => {
      cancelled = true
      observer.disconnect()
      api?.destroy()
    }
  }, [viewport, loop, duration, autoplayMs])

  const act = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (embla) return action(embla)
      pending.current = action
      startNow.current?.()
    },
    [embla],
  )

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    const onReInit = () => {
      setSnaps(embla.scrollSnapList())
      onSelect()
    }
    onReInit()
    embla.on('select', onSelect)
    embla.on('reInit', onReInit)
    return () => {
      embla.off('select', onSelect)
      embla.off('reInit', onReInit)
    }
  }, [embla])

  useEffect(() => {
    const autoplay = embla?.plugins()?.autoplay
    if (!autoplay) return
    if (playing && !reducedMotion) autoplay.play()
    else autoplay.stop()
  }, [embla, playing, reducedMotion])

  const scrollTo = useCallback((index: number) => act((api) => api.scrollTo(index)), [act])
  const showAutoplayToggle = Boolean(autoplayMs) && !reducedMotion

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative"
    >
      {/* `relative`: the containing block of the slides' absolutely placed parts (sr-only texts),
          so the viewport clips them before JavaScript runs too; otherwise they widen the page. */}
      <div ref={setViewport} className="carousel-viewport relative overflow-hidden">
        <div className="flex touch-pan-y" style={{ marginLeft: -gap }}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={fill(labels.goTo, { n: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
              style={{ paddingLeft: gap }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Without JavaScript the row of slides scrolls instead (ui/no-script-style.ts). */}
      <div className="js-only mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-3">
        {arrows && (
          <button
            type="button"
            className="carousel-button"
            onClick={() => act((api) => api.scrollPrev())}
            aria-label={labels.previous}
          >
            ‹
          </button>
        )}
        {dots &&
          snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => scrollTo(index)}
              aria-label={fill(labels.goTo, { n: index + 1, total: snaps.length })}
              aria-current={index === selected ? 'true' : undefined}
              className="carousel-dot"
            />
          ))}
        {arrows && (
          <button
            type="button"
            className="carousel-button"
            onClick={() => act((api) => api.scrollNext())}
            aria-label={labels.next}
          >
            ›
          </button>
        )}
        {showAutoplayToggle && (
          <button
            type="button"
            className="carousel-toggle"
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? labels.pause : labels.play}
          </button>
        )}
      </div>
    </div>
  )
}
