'use client'

import { usePathname } from 'next/navigation'
import { PhoneIcon, WhatsappIcon } from '@/ui/icons'
import { humanitarianContactPath, trackCallClick } from './track-call'

type Labels = { region: string; call: string; whatsapp: string }

const round =
  'inline-flex h-14 w-14 items-center justify-center rounded-full text-white shadow-lg focus-visible:outline-offset-4'

/** Staff pages (the social-media team form): no buttons to call the firm over their fields. */
const staffPath = '/equipo/'

/**
 * The floating contact buttons: WhatsApp chat beside the phone (this audience writes on WhatsApp
 * first). Both are hidden on the humanitarian contact landing, as the spec says of the phone, and
 * on staff pages.
 */
export function FloatingCall({
  href,
  whatsappHref,
  labels,
}: {
  href: string
  whatsappHref?: string
  labels: Labels
}) {
  const pathname = usePathname() || ''
  if (pathname.includes(humanitarianContactPath) || pathname.includes(staffPath)) return null
  return (
    <aside aria-label={labels.region} className="fixed bottom-5 right-5 z-30 flex gap-3">
      {whatsappHref && (
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={labels.whatsapp}
          className={`${round} bg-[#0b7a3e] hover:bg-[#096633]`}
        >
          <WhatsappIcon width={28} height={28} />
        </a>
      )}
      <a
        href={href}
        onClick={trackCallClick}
        aria-label={labels.call}
        className={`${round} bg-brand-700 hover:bg-brand-800`}
      >
        <PhoneIcon width={26} height={26} />
      </a>
    </aside>
  )
}
