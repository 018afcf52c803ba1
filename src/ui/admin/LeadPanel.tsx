import type { ReactNode } from 'react'

type PanelProps = {
  /** The heading's id, named by the section. */
  titleId: string
  className: string
  title: string
  /** Said instead of the list when it has no item. */
  empty: string | null
  children: ReactNode
  footer?: ReactNode
}

/** A panel on a lead's page: a titled list of the lead's records (payments, letters…). */
export function LeadPanel({ titleId, className, title, empty, children, footer }: PanelProps) {
  return (
    <section aria-labelledby={titleId} className={className} style={{ margin: '1rem 0' }}>
      <h3 id={titleId}>{title}</h3>
      {empty ? <p>{empty}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '.5rem' }}>
        {children}
      </ul>
      {footer}
    </section>
  )
}

/** One record of a panel, its facts side by side, wrapping on a phone. */
export function LeadPanelItem(props: { className: string; status: string; children: ReactNode }) {
  return (
    <li
      className={props.className}
      data-status={props.status}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '.25rem .75rem' }}
    >
      {props.children}
    </li>
  )
}
