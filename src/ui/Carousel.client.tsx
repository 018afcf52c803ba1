'use client'

import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { usePrefersReducedMotion } from './use-reduced-motion'

export type CarouselLabels = {
  region: string
  slide: string
  /** A slide's name, "{n} of {total}". */
  slideOf: string
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
  /** After the last slide, Next goes back to the first (and Previous from the first to the last). */
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
 * The scroll positions the row of slides can rest at: each slide's start, those past the end of
 * the row clamped to it and merged (with three slides per view, the last three share one).
 */
function stopsOf(viewport: HTMLElement): number[] {
  const max = viewport.scrollWidth - viewport.clientWidth
  const slides = viewport.firstElementChild?.children ?? []
  const stops: number[] = []
  for (const slide of slides) {
    const left = Math.min((slide as HTMLElement).offsetLeft, max)
    if (stops.length === 0 || left - stops[stops.length - 1] > 2) stops.push(left)
  }
  return stops.length ? stops : [0]
}

/** The stop nearest to the row's scroll position. */
function nearest(stops: number[], scrollLeft: number) {
  let best = 0
  for (let i = 1; i < stops.length; i++) {
    if (Math.abs(stops[i] - scrollLeft) < Math.abs(stops[best] - scrollLeft)) best = i
  }
  return best
}

/**
 * Accessible carousel on the browser's own scrolling: the slides are one server-rendered row
 * with CSS scroll snap (swipe, trackpad, keyboard and no JavaScript at all work alike); this
 * component only adds what needs a script: arrows and dots that scroll by one stop, dots that
 * follow the scroll position, and autoplay that the visitor can pause, that stops while hovered
 * or focused or off screen, and that never starts under `prefers-reduced-motion`.
 */
export function Carousel({
  children,
  labels,
  slideClassName,
  autoplayMs,
  loop = true,
  arrows = true,
  dots = true,
  gap = 16,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const reducedMotion = usePrefersReducedMotion()
  const viewport = useRef<HTMLDivElement>(null)
  // Before the row is measured (and in the server's HTML): one stop per slide.
  const [stops, setStops] = useState<number[]>(() => slides.map((_, index) => index))
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(Boolean(autoplayMs))
  const [held, setHeld] = useState({ hover: false, focus: false })
  const [onScreen, setOnScreen] = useState(false)
  const measured = useRef<number[]>([])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    let frame = 0
    const update = () => {
      frame = 0
      const next = stopsOf(element)
      measured.current = next
      setStops((previous) => (previous.join() === next.join() ? previous : next))
      setSelected(nearest(next, element.scrollLeft))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    element.addEventListener('scroll', schedule, { passive: true })
    const resize = new ResizeObserver(schedule)
    resize.observe(element)
    const visibility = new IntersectionObserver((entries) =>
      setOnScreen(entries.some((entry) => entry.isIntersecting)),
    )
    visibility.observe(element)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', schedule)
      resize.disconnect()
      visibility.disconnect()
    }
  }, [])

  const scrollToStop = useCallback(
    (index: number) => {
      const element = viewport.current
      const list = measured.current
      if (!element || list.length === 0) return
      const last = list.length - 1
      const target = index > last ? (loop ? 0 : last) : index < 0 ? (loop ? last : 0) : index
      element.scrollTo({ left: list[target], behavior: reducedMotion ? 'instant' : 'smooth' })
      // The dots follow the scroll events; this marks the target at once for a quick second click.
      setSelected(target)
    },
    [loop, reducedMotion],
  )

  const autoplays = Boolean(autoplayMs) && !reducedMotion
  const running = autoplays && playing && onScreen && !held.hover && !held.focus
  // Bumped to wait another round while the tab is hidden.
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!running) return
    // Restarts on every change of slide, so a swipe or a click gets the full delay too.
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') scrollToStop(selected + 1)
      else setRound((value) => value + 1)
    }, autoplayMs)
    return () => window.clearTimeout(timer)
  }, [running, selected, round, autoplayMs, scrollToStop])

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative"
    >
      {/* The row scrolls (and snaps to a slide) by itself: focusable so arrow keys scroll it,
          `relative` so the slides' offsets are measured from it and it clips their sr-only texts. */}
      <div
        ref={viewport}
        tabIndex={0}
        // Autoplay holds while the pointer rests on the slides or focus is in them (a link, the
        // row itself), not on the controls: "Play" then plays.
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setHeld((value) => ({ ...value, hover: true }))
        }}
        onPointerLeave={() => setHeld((value) => ({ ...value, hover: false }))}
        onFocus={() => setHeld((value) => ({ ...value, focus: true }))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setHeld((value) => ({ ...value, focus: false }))
        }}
        className="carousel-viewport relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
      >
        <div className="flex" style={{ marginRight: -gap }}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={fill(labels.slideOf, { n: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 snap-start ${slideClassName}`}
              style={{ paddingRight: gap }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Without JavaScript the row is scrolled by hand; these buttons would do nothing
          (ui/no-script-style.ts hides them). */}
      <div className="js-only mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-3">
        {arrows && (
          <button
            type="button"
            className="carousel-button"
            onClick={() => scrollToStop(selected - 1)}
            aria-label={labels.previous}
          >
            ‹
          </button>
        )}
        {dots &&
          stops.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => scrollToStop(index)}
              aria-label={fill(labels.goTo, { n: index + 1, total: stops.length })}
              aria-current={index === selected ? 'true' : undefined}
              className="carousel-dot"
            />
          ))}
        {arrows && (
          <button
            type="button"
            className="carousel-button"
            onClick={() => scrollToStop(selected + 1)}
            aria-label={labels.next}
          >
            ›
          </button>
        )}
        {autoplays && (
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
