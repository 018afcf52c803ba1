'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Fades a section in once, the first time it scrolls into view. The server HTML has no hidden
 * state, so the content is visible without JavaScript; reduced-motion visitors get no animation.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // The observer's first answer says where the section is, measured off the main thread: reading
    // its position here would force a layout of the whole page during hydration.
    let first = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const onOrAboveScreen =
          entry.isIntersecting || entry.boundingClientRect.top < (entry.rootBounds?.height ?? 0)
        if (first && onOrAboveScreen) observer.disconnect()
        else if (first) element.dataset.reveal = 'hidden'
        else if (entry.isIntersecting) {
          element.dataset.reveal = 'shown'
          observer.disconnect()
        }
        first = false
      },
      { threshold: 0.15 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
