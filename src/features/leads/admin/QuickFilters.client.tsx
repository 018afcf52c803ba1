'use client'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent, type ReactNode } from 'react'
import {
  emptyFilters,
  filterConditions,
  whereQuery,
  type QuickFilterValues,
} from './quick-filter-query'

type Option = { value: string; label: string }

export type QuickFilterChoices = Record<
  'status' | 'assignee' | 'section' | 'source' | 'language',
  Option[]
>

type Props = {
  initial: QuickFilterValues
  choices: QuickFilterChoices
  labels: Record<keyof QuickFilterValues | 'any' | 'apply' | 'clear' | 'title', string>
  timeZone: string
  search?: string
}

const selects = ['status', 'assignee', 'section', 'source', 'language'] as const

const Labelled = ({ text, children }: { text: string; children: ReactNode }) => (
  <label className="lead-quick-filters__field">
    <span>{text}</span>
    {children}
  </label>
)

/** The inbox's quick filters: a few known choices instead of Payload's generic builder. */
export function QuickFilters({ initial, choices, labels, timeZone, search }: Props) {
  const router = useRouter()
  const [values, setValues] = useState(initial)
  const set = (name: keyof QuickFilterValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }))
  function go(next: QuickFilterValues) {
    const query = whereQuery(filterConditions(next, timeZone))
    if (search) query.set('search', search)
    router.push(`/admin/collections/leads${query.size ? `?${query}` : ''}`)
  }
  const dateField = (name: 'from' | 'to') => (
    <Labelled text={labels[name]}>
      <input
        type="date"
        name={name}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
      />
    </Labelled>
  )
  function apply(event: FormEvent) {
    event.preventDefault()
    go(values)
  }
  return (
    <form className="lead-quick-filters" aria-label={labels.title} onSubmit={apply}>
      {selects.map((name) => (
        <Labelled key={name} text={labels[name]}>
          <select name={name} value={values[name]} onChange={(e) => set(name, e.target.value)}>
            <option value="">{labels.any}</option>
            {choices[name].map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
      ))}
      {dateField('from')}
      {dateField('to')}
      <div className="lead-quick-filters__actions">
        <button type="submit" className="btn btn--style-primary btn--size-small">
          {labels.apply}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => {
            setValues(emptyFilters)
            go(emptyFilters)
          }}
        >
          {labels.clear}
        </button>
      </div>
    </form>
  )
}
