'use client'

import { usePathname } from 'next/navigation'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { MenuIcon, PhoneIcon } from '@/ui/icons'
import { DesktopNav } from './DesktopNav.client'
import type { HeaderLabels } from './header-labels'
import { MobileMenu } from './MobileMenu.client'
import type { NavItem } from './navigation-items'
import { humanitarianContactPath, scrollToGeneralForm, trackCallClick } from './track-call'

type Props = {
  firmName: string
  homeHref: string
  items: NavItem[]
  callHref: string
  labels: HeaderLabels
  search: ReactNode
  mobileSearch: ReactNode
  social: ReactNode
}

const scrollThreshold = 50

/**
 * The language switch as the server writes it: `/redireccion` + this path, where the server finds
 * the other language's page (app/redireccion). The route table it needs stays out of every
 * page's JavaScript.
 */
function languageSwitchRedirect(pathname: string) {
  return pathname === '/' ? '/redireccion' : `/redireccion${pathname}`
}

/**
 * Once the page runs, the switch goes straight to the page's own hreflang alternate in the other
 * language (the page's metadata), when it has one, without the redirect: read after hydration,
 * as the server had no document to read it from.
 */
function otherLanguagePath(): string | null {
  const other = document.documentElement.lang === 'en' ? 'es' : 'en'
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${other}"]`)
  return link ? new URL(link.href).pathname : null
}
const noSubscription = () => () => {}

/**
 * The fixed site header: the scroll flag past 50 px (its shadow), the desktop navigation, Call
 * Now (a form trigger on the humanitarian-visa contact landing), the language switch and the
 * phone menu's button.
 */
export function HeaderClient(props: Props) {
  const { firmName, homeHref, items, callHref, labels, search, mobileSearch, social } = props
  const pathname = usePathname() || '/'
  const [scrolled, setScrolled] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const isHumanitarianLanding = pathname.includes(humanitarianContactPath)
  const otherLanguage = useSyncExternalStore(noSubscription, otherLanguagePath, () => null)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > scrollThreshold)
    // A page opened already scrolled (back button, anchor) is checked with the next frame's own
    // layout: reading scrollY during hydration would force one more layout of the whole page.
    const frame = window.requestAnimationFrame(onScroll)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])

  const closeMobile = useCallback(() => {
    setMobileOpen(false)
    menuButton.current?.focus()
  }, [])

  const callNow = isHumanitarianLanding ? (
    <button type="button" onClick={scrollToGeneralForm} className="call-now">
      {labels.completeForm}
    </button>
  ) : (
    <a href={callHref} onClick={trackCallClick} className="call-now">
      <PhoneIcon width={16} height={16} />
      {labels.callNow}
    </a>
  )

  const switchLink = (
    <a
      href={otherLanguage ?? languageSwitchRedirect(pathname)}
      aria-label={labels.switchLanguageLabel}
      className="inline-flex min-h-11 items-center rounded px-2 font-semibold underline-offset-4 hover:underline"
    >
      {labels.switchLanguage}
    </a>
  )

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className="site-header fixed inset-x-0 top-0 z-40 bg-white text-slate-900 transition-shadow data-[scrolled=true]:shadow-md"
    >
      <div className="hidden bg-brand-900 text-white lg:block">
        <div className="mx-auto flex h-11 max-w-7xl items-center justify-end gap-4 px-4 text-sm">
          {search}
          {social}
          {switchLink}
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <a href={homeHref} className="mr-auto font-bold leading-tight text-brand-800 xl:text-lg">
          {firmName}
        </a>
        <DesktopNav items={items} labels={labels} pathname={pathname} />
        <div className="hidden sm:block">{callNow}</div>
        {/* On a phone the header keeps a short call button: calling is what most visitors want. */}
        {/* A wrapper carries sm:hidden: .call-now's own display would win over the utility. */}
        {!isHumanitarianLanding && (
          <div className="sm:hidden">
            <a href={callHref} onClick={trackCallClick} className="call-now px-3">
              <PhoneIcon width={16} height={16} />
              {labels.callShort}
            </a>
          </div>
        )}
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded lg:hidden"
          aria-label={labels.openMenu}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen(true)}
        >
          <MenuIcon width={28} height={28} />
        </button>
      </div>
      {mobileOpen && (
        <MobileMenu
          items={items}
          labels={labels}
          onClose={closeMobile}
          callNow={callNow}
          switchLink={switchLink}
          search={mobileSearch}
          social={social}
        />
      )}
    </header>
  )
}
