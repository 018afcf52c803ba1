'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

type Suggestion = { id: number; url: string; title: string }

type Props = {
  inputId: string
  /** Endpoint answering `?query=` with the search result list (`/api/buscar`, `/search/blog`). */
  endpoint: string
  locale: 'es' | 'en'
  placeholder: string
  inputClassName: string
  labels: { list: string; countOne: string; countMany: string; none: string }
}

/** The spec's number of suggestions shown. */
const maxSuggestions = 5
const debounceMs = 200

/**
 * The search input with live suggestions: a list of links under it, announced through a polite
 * live region. Arrow keys move between input and links, Escape closes. Shown only for a
 * non-blank query with results; a failed request is logged and the form still submits.
 */
export function SearchSuggestions({
  inputId,
  endpoint,
  locale,
  placeholder,
  inputClassName,
  labels,
}: Props) {
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<Suggestion[]>([])
  const listId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (query.trim() === '') return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ query: query.slice(0, 200), lang: locale })
        const response = await fetch(`${endpoint}?${params}`, { signal: controller.signal })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const data: unknown = await response.json()
        setItems(Array.isArray(data) ? (data as Suggestion[]).slice(0, maxSuggestions) : [])
      } catch (error) {
        if (!controller.signal.aborted) console.error('Blog search suggestions failed', error)
      }
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, endpoint, locale])

  const links = () => Array.from(listRef.current?.querySelectorAll('a') ?? [])
  const open = query.trim() !== '' && items.length > 0

  function onInputKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault()
      links()[0]?.focus()
    } else if (event.key === 'Escape') {
      setItems([])
    }
  }

  function onListKey(event: KeyboardEvent<HTMLUListElement>) {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      all[Math.min(index + 1, all.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (index <= 0) inputRef.current?.focus()
      else all[index - 1]?.focus()
    } else if (event.key === 'Escape') {
      setItems([])
      inputRef.current?.focus()
    }
  }

  return (
    <div className="relative min-w-0 flex-1">
      <input
        ref={inputRef}
        id={inputId}
        name="query"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          // A blank query clears the suggestions at once.
          if (event.target.value.trim() === '') setItems([])
        }}
        onKeyDown={onInputKey}
        aria-controls={open ? listId : undefined}
        aria-describedby={`${inputId}-status`}
        className={inputClassName}
      />
      <span id={`${inputId}-status`} className="sr-only" aria-live="polite" role="status">
        {query.trim() === ''
          ? ''
          : open
            ? items.length === 1
              ? labels.countOne
              : labels.countMany.replace('{count}', String(items.length))
            : labels.none}
      </span>
      {open && (
        <ul
          id={listId}
          ref={listRef}
          aria-label={labels.list}
          onKeyDown={onListKey}
          className="absolute left-0 right-0 top-full z-50 mt-1 overflow-hidden rounded border border-slate-300 bg-white text-left text-slate-900 shadow-lg"
          data-testid="search-suggestions"
        >
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={item.url}
                className="block px-3 py-2 hover:bg-brand-50 focus:bg-brand-100 focus:outline-none"
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
