'use client'

import { usePathname } from 'next/navigation'
import { PhoneIcon, WhatsappIcon } from '@/ui/icons'
import { humanitarianContactPath, trackCallClick } from './track-call'

type Labels = { region: string; call: string; callShort: string; whatsapp: string }

const action =
  'inline-flex h-full flex-1 items-center justify-center gap-2 font-semibold text-white focus-visible:outline-offset-[-4px] md:flex-none md:px-6'

/** Staff pages (the social-media team form): no buttons to call the firm over their fields. */
const staffPath = '/equipo/'

/**
 * The contact bar (call, WhatsApp: this audience writes on WhatsApp first), a slim strip fixed to
 * the bottom edge of the screen rather than buttons floating over the text; from 1024 px its two
 * buttons stand in the empty left end of the fixed header's top strip (globals.css). The spacer before it
 * reserves its height at the end of the page, and `scroll-padding-bottom` (globals.css) keeps a
 * field scrolled or tabbed into view above it. While a form field has focus the bar hides
 * (`.contact-bar`, CSS only, so also without JavaScript): the on-screen keyboard leaves little
 * room, and nothing may sit over what a visitor types. Hidden on the humanitarian contact landing,
 * as the spec says of the phone, and on staff pages.
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
    <>
      <div aria-hidden="true" className="contact-bar-space" />
      <aside aria-label={labels.region} className="contact-bar" data-contact-bar="">
        {whatsappHref && (
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labels.whatsapp}
            className={`${action} bg-[#0b7a3e] hover:bg-[#096633]`}
          >
            <WhatsappIcon width={22} height={22} />
            <span aria-hidden="true">WhatsApp</span>
          </a>
        )}
        <a
          href={href}
          onClick={trackCallClick}
          aria-label={labels.call}
          className={`${action} bg-brand-700 hover:bg-brand-800`}
        >
          <PhoneIcon width={20} height={20} />
          <span aria-hidden="true">{labels.callShort}</span>
        </a>
      </aside>
    </>
  )
}
