import { OptimizedImage } from '@/ui/OptimizedImage'
import type { ReactNode } from 'react'
import type { AttorneyProfile } from '../queries'

/** Photo, name, role and summary of one attorney, with the page's links below. */
export function AttorneyCard({
  attorney,
  headingLevel = 'h2',
  children,
}: {
  attorney: AttorneyProfile
  headingLevel?: 'h2' | 'h3'
  children?: ReactNode
}) {
  const Heading = headingLevel
  return (
    <article className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow md:flex-row">
      {attorney.photo && (
        <OptimizedImage
          src={attorney.photo.url}
          alt={attorney.name}
          width={240}
          height={240}
          className="h-60 w-60 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="space-y-3">
        <Heading className="text-2xl font-bold text-brand-900">{attorney.name}</Heading>
        <p className="font-semibold text-accent-600">{attorney.role}</p>
        <p className="text-slate-700">{attorney.profile}</p>
        {children && <div className="flex flex-wrap gap-3 pt-2">{children}</div>}
      </div>
    </article>
  )
}
