'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ChevronDownIcon, CloseIcon } from '@/ui/icons'
import { keepFocusInside } from './focus-trap'
import type { HeaderLabels } from './header-labels'
import { MenuLink } from './MenuLink'
import type { NavItem } from './navigation-items'

/**
 * The phone menu: a modal dialog over the page (focus kept inside, Escape closes, the page does
 * not scroll behind it) with accordion submenus, Call Now, the language switch, search and social
 * links.
 */
export function MobileMenu({
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
