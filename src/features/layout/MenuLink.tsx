import type { HeaderLabels } from './header-labels'
import type { NavLink } from './navigation-items'

/** A link of a submenu (desktop dropdown or mobile menu); external sites open in a new tab. */
export function MenuLink({
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
