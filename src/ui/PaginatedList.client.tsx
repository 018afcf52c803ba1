'use client'

import { Children, useRef, useState, type ReactNode } from 'react'
import { pageCount, pageWindow } from './page-window'

export type PaginationLabels = { navigation: string; previous: string; next: string; page: string }

type Props = {
  children: ReactNode
  perPage: number
  labels: PaginationLabels
  /** Classes of the list element (grid layout). */
  listClassName: string
  /** `list`: scroll smoothly to the list; `top`: reset the scroll to the top of the page. */
  scrollOnChange?: 'list' | 'top'
}

/**
 * A list shown page by page, with a window of 3 page numbers and Previous/Next, the spec's
 * pagination. Items are rendered on the server; only the visible slice is mounted.
 */
export function PaginatedList({
  children,
  perPage,
  labels,
  listClassName,
  scrollOnChange = 'list',
}: Props) {
  const items = Children.toArray(children)
  const total = pageCount(items.length, perPage)
  const [page, setPage] = useState(1)
  const container = useRef<HTMLDivElement>(null)

  function go(target: number) {
    const next = Math.min(Math.max(1, target), total)
    if (next === page) return
    setPage(next)
    if (scrollOnChange === 'top') window.scrollTo({ top: 0 })
    else container.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  const visible = items.slice((page - 1) * perPage, page * perPage)
  return (
    <div ref={container} data-page={page} className="scroll-mt-32">
      <ul className={listClassName}>
        {visible.map((item, index) => (
          <li key={(page - 1) * perPage + index}>{item}</li>
        ))}
      </ul>
      {total > 1 && (
        <nav
          aria-label={labels.navigation}
          className="mt-8 flex flex-wrap items-center justify-center gap-2"
        >
          <button
            type="button"
            className="page-button"
            disabled={page === 1}
            onClick={() => go(page - 1)}
          >
            {labels.previous}
          </button>
          {pageWindow(page, total).map((number) => (
            <button
              key={number}
              type="button"
              className="page-button"
              aria-label={`${labels.page} ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => go(number)}
            >
              {number}
            </button>
          ))}
          <button
            type="button"
            className="page-button"
            disabled={page === total}
            onClick={() => go(page + 1)}
          >
            {labels.next}
          </button>
        </nav>
      )}
    </div>
  )
}
