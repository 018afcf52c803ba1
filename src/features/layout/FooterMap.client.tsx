'use client'

import { useEffect, useRef, useState } from 'react'

type Props = { query: string; title: string; showLabel: string; notice: string }

/**
 * The footer map: fades in once when it first scrolls into view, and loads the third-party map
 * only when the visitor asks for it (no Google request on page load).
 */
export function FooterMap({ query, title, showLabel, notice }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: 0.2 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={box}
      data-visible={visible ? 'true' : 'false'}
      className="footer-map relative aspect-[4/3] w-full overflow-hidden rounded bg-brand-800"
    >
      {loaded ? (
        <iframe
          title={title}
          src={`https://maps.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
          className="h-full w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center">
          <p className="text-sm text-white">{notice}</p>
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="rounded bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-slate-100"
          >
            {showLabel}
          </button>
        </div>
      )}
    </div>
  )
}
