import type { ReactNode } from 'react'
import { Reveal } from './Reveal.client'

/** A page section with its h2, animated in once when it first scrolls into view. */
export function Section({
  id,
  title,
  children,
  tone = 'white',
}: {
  id: string
  title?: string
  children: ReactNode
  tone?: 'white' | 'light' | 'dark'
}) {
  const tones = {
    white: 'bg-white',
    light: 'bg-brand-50',
    dark: 'bg-brand-900 text-white',
  }
  return (
    <section aria-labelledby={title ? `${id}-title` : undefined} className={tones[tone]}>
      <Reveal className="reveal mx-auto max-w-7xl px-4 py-12 md:py-16">
        {title && (
          <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold md:text-3xl">
            {title}
          </h2>
        )}
        {children}
      </Reveal>
    </section>
  )
}
