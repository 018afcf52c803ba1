import type { ReactNode } from 'react'
import { isExternal } from '../hrefs'

/** A link that opens external sites in a new tab and says so to screen readers. */
export function SmartLink({
  href,
  children,
  className = '',
  externalLabel,
}: {
  href: string
  children: ReactNode
  className?: string
  externalLabel: string
}) {
  if (!isExternal(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {externalLabel}</span>
    </a>
  )
}
