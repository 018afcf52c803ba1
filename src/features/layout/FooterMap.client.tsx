'use client'

import { useEffect, useRef, useState } from 'react'

type Office = { city: string; query: string }

type Props = {
  query: string
  /** Every office: once the map is loaded, one button per office shows it on the map. */
  offices?: Office[]
  officesLabel?: string
  title: string
  showLabel: string
  notice: string
}

/**
 * The footer map: fades in once when it first scrolls into view, and loads the third-party map
 * only when the visitor asks for it (no Google request on page load).
 */
export function FooterMap({ query, offices = [], officesLabel, title, showLabel, notice }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // null: the firm's main map query; else the index of the office the visitor picked.
  const [office, setOffice] = useState<number | null>(null)
  const shown = office === null ? query : offices[office].query

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
    <>
      <div
        ref={box}
        data-visible={visible ? 'true' : 'false'}
        className="footer-map relative aspect-[4/3] w-full overflow-hidden rounded bg-brand-800"
      >
        {loaded ? (
          <iframe
            title={title}
            src={`https://maps.google.com/maps?q=${encodeURIComponent(shown)}&output=embed`}
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
      {loaded && offices.length > 1 && (
        <div role="group" aria-label={officesLabel} className="mt-3 flex flex-wrap gap-2">
          {offices.map((item, index) => (
            <button
              key={item.city}
              type="button"
              aria-pressed={office === index}
              onClick={() => setOffice(index)}
              className="min-h-11 rounded border border-white/60 px-3 text-sm font-semibold text-white aria-pressed:bg-white aria-pressed:text-brand-900"
            >
              {item.city}
            </button>
          ))}
        </div>
      )}
    </>
  )
}
