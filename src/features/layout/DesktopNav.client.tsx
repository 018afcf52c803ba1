'use client'

import { useId, useRef, useState } from 'react'
import { ChevronDownIcon } from '@/ui/icons'
import type { HeaderLabels } from './header-labels'
import { MenuLink } from './MenuLink'
import type { NavItem } from './navigation-items'

/** The desktop navigation: top-level links, and dropdowns that open on hover or from the keyboard. */
export function DesktopNav(props: { items: NavItem[]; labels: HeaderLabels; pathname: string }) {
  return (
    <nav aria-label={props.labels.mainNavigation} className="hidden lg:block">
      <ul className="flex items-center">
        {props.items.map((item) => (
          <DesktopItem
            key={item.label}
            item={item}
            labels={props.labels}
            pathname={props.pathname}
          />
        ))}
      </ul>
    </nav>
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
