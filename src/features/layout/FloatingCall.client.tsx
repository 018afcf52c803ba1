'use client'

import { usePathname } from 'next/navigation'
import { PhoneIcon } from '@/ui/icons'
import { humanitarianContactPath, trackCallClick } from './track-call'

/** The floating phone button; hidden on the humanitarian contact landing, as the spec says. */
export function FloatingCall({ href, label }: { href: string; label: string }) {
  const pathname = usePathname() || ''
  if (pathname.includes(humanitarianContactPath)) return null
  return (
    <aside aria-label={label}>
      <a
        href={href}
        onClick={trackCallClick}
        aria-label={label}
        className="fixed bottom-5 right-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <PhoneIcon width={26} height={26} />
      </a>
    </aside>
  )
}
