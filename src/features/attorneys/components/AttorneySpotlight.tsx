import type { ReactNode } from 'react'
import type { AttorneyProfile } from '../queries'
import { AttorneyCard } from './AttorneyCard'

/** One attorney's card under a heading of its own, on a page about something else. */
export function AttorneySpotlight({
  id,
  title,
  attorney,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  title: string
  attorney: AttorneyProfile
  /** The card's links. */
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <AttorneyCard attorney={attorney} headingLevel="h3">
        {children}
      </AttorneyCard>
    </section>
  )
}
