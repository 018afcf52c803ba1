'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { switchLanguagePath } from '@/i18n/switch-language'
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '@/ui/icons'
import type { NavItem, NavLink } from './navigation-items'
import { humanitarianContactPath, scrollToGeneralForm, trackCallClick } from './track-call'

export type HeaderLabels = {
  mainNavigation: string
  openMenu: string
  closeMenu: string
  callNow: string
  callShort: string
  completeForm: string
  switchLanguage: string
  switchLanguageLabel: string
  externalSite: string
  toggleSubmenu: Record<string, string>
}

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

export function HeaderClient(props: Props) {
  const { firmName, homeHref, items, callHref, labels, search, mobileSearch, social } = props
  const pathname = usePathname() || '/'
  const [scrolled, setScrolled] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const isHumanitarianLanding = pathname.includes(humanitarianContactPath)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > scrollThreshold)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
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
      href={switchLanguagePath(pathname)}
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
        <nav aria-label={labels.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center">
            {items.map((item) => (
              <DesktopItem key={item.label} item={item} labels={labels} pathname={pathname} />
            ))}
          </ul>
        </nav>
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

function isCurrent(href: string, pathname: string) {
  return href === pathname
}

function DesktopItem({
  item,
  labels,
  pathname,
}: {
  item: NavItem
  labels: HeaderLabels
  pathname: string
}) {
  const [open, setOpen] = useState(false)
  const submenuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const children = item.children ?? []

  if (children.length === 0) {
    return (
      <li>
        <a
          href={item.href}
          aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
          className="nav-link"
        >
          {item.label}
        </a>
      </li>
    )
  }

  return (
    <li
      className="relative"
      data-open={open ? 'true' : 'false'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          toggle.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <span className="flex items-center">
        <a
          href={item.href}
          aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
          className="nav-link pr-0"
        >
          {item.label}
        </a>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={submenuId}
          aria-label={labels.toggleSubmenu[item.label]}
          onClick={() => setOpen((value) => !value)}
          className="mr-1 inline-flex h-11 w-6 items-center justify-center rounded"
        >
          <ChevronDownIcon />
        </button>
      </span>
      <ul
        id={submenuId}
        className="dropdown absolute left-0 top-full min-w-64 rounded-b border-t-4 border-brand-700 bg-white py-2 shadow-lg"
      >
        {children.map((child) => (
          <li key={child.href + child.label}>
            <MenuLink link={child} labels={labels} className="submenu-link" />
          </li>
        ))}
      </ul>
    </li>
  )
}

function MenuLink({
  link,
  labels,
  className,
  onNavigate,
}: {
  link: NavLink
  labels: HeaderLabels
  className: string
  onNavigate?: () => void
}) {
  return (
    <a
      href={link.href}
      className={`${className} ${link.nested ? 'pl-8' : ''}`}
      onClick={onNavigate}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.external && <span className="sr-only"> {labels.externalSite}</span>}
    </a>
  )
}

function MobileMenu({
  items,
  labels,
  onClose,
  callNow,
  switchLink,
  search,
  social,
}: {
  items: NavItem[]
  labels: HeaderLabels
  onClose: () => void
  callNow: ReactNode
  switchLink: ReactNode
  search: ReactNode
  social: ReactNode
}) {
  const closeButton = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState<string | null>(null)

  useEffect(() => {
    closeButton.current?.focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKey)
    }
  }, [onClose])

  return (
    <div
      ref={dialog}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={labels.mainNavigation}
      className="fixed inset-0 z-50 overflow-y-auto bg-brand-900 text-white"
    >
      <div className="flex h-16 items-center justify-end px-4">
        <button
          ref={closeButton}
          type="button"
          aria-label={labels.closeMenu}
          onClick={onClose}
          className="inline-flex h-11 w-11 items-center justify-center rounded"
        >
          <CloseIcon width={28} height={28} />
        </button>
      </div>
      <nav aria-label={labels.mainNavigation} className="px-6 pb-10">
        <ul className="space-y-1 text-lg">
          {items.map((item) => {
            const children = [...(item.children ?? []), ...(item.mobileOnlyChildren ?? [])]
            const isOpen = expanded === item.label
            return (
              <li key={item.label}>
                {children.length === 0 ? (
                  <a href={item.href} className="mobile-link" onClick={onClose}>
                    {item.label}
                  </a>
                ) : (
                  <>
                    <button
                      type="button"
                      className="mobile-toggle"
                      aria-expanded={isOpen}
                      onClick={() => setExpanded(isOpen ? null : item.label)}
                    >
                      {item.label}
                      <ChevronDownIcon className={`shrink-0 ${isOpen ? 'rotate-180' : ''}`} />
                    </button>
                    <ul hidden={!isOpen} className="mb-2 ml-4 border-l border-white/30">
                      {children.map((child) => (
                        <li key={child.href + child.label}>
                          <MenuLink
                            link={child}
                            labels={labels}
                            className="mobile-sublink"
                            onNavigate={onClose}
                          />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            )
          })}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {callNow}
          {switchLink}
        </div>
        <div className="mt-6">{search}</div>
        <div className="mt-6">{social}</div>
      </nav>
    </div>
  )
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** Tab and Shift+Tab wrap around inside the open menu: it is modal, the page behind is inert. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const items = [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.offsetParent !== null,
  )
  if (items.length === 0) return
  const first = items[0]
  const last = items[items.length - 1]
  const active = document.activeElement
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
