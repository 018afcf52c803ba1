import { dayInZone, dayStartInZone } from '@/features/schedule'

/** What the inbox's quick filters hold; '' means "any". */
export type QuickFilterValues = {
  status: string
  assignee: string
  section: string
  source: string
  language: string
  from: string
  to: string
}

export const emptyFilters: QuickFilterValues = {
  status: '',
  assignee: '',
  section: '',
  source: '',
  language: '',
  from: '',
  to: '',
}

/** The assignee choice that lists leads nobody holds. */
export const unassignedChoice = 'none'

type Condition = [field: string, operator: string, value: string]

/** A list of conditions as the admin list's `where` query (`where[and][0][status][equals]=new`). */
export function whereQuery(conditions: Condition[]): URLSearchParams {
  const query = new URLSearchParams()
  conditions.forEach(([field, operator, value], index) =>
    query.set(`where[and][${index}][${field}][${operator}]`, value),
  )
  return query
}

/** The quick filters as conditions on the leads (days in the firm's zone, both included). */
export function filterConditions(values: QuickFilterValues, timeZone: string): Condition[] {
  const conditions: Condition[] = []
  if (values.status) conditions.push(['status', 'equals', values.status])
  if (values.assignee === unassignedChoice) conditions.push(['assignedTo', 'exists', 'false'])
  else if (values.assignee) conditions.push(['assignedTo', 'equals', values.assignee])
  if (values.section) conditions.push(['seccion', 'contains', values.section])
  if (values.source) conditions.push(['source', 'equals', values.source])
  if (values.language) conditions.push(['locale', 'equals', values.language])
  if (values.from) {
    const start = dayStartInZone(values.from, timeZone).toISOString()
    conditions.push(['receivedAt', 'greater_than_equal', start])
  }
  if (values.to) {
    conditions.push([
      'receivedAt',
      'less_than',
      dayStartInZone(values.to, timeZone, true).toISOString(),
    ])
  }
  return conditions
}

const conditionKey = /^where\[and\]\[\d+\]\[(\w+)\]\[(\w+)\]$/

/** The quick filters a list URL holds (those this form wrote), to show them selected. */
export function filtersFromQuery(
  searchParams: Record<string, string | string[] | undefined>,
  timeZone: string,
): QuickFilterValues {
  const values = { ...emptyFilters }
  for (const [key, raw] of Object.entries(searchParams)) {
    const match = conditionKey.exec(key)
    const value = Array.isArray(raw) ? raw[0] : raw
    if (!match || value === undefined) continue
    const [, field, operator] = match
    if (field === 'status') values.status = value
    if (field === 'assignedTo') values.assignee = operator === 'exists' ? unassignedChoice : value
    if (field === 'seccion') values.section = value
    if (field === 'source') values.source = value
    if (field === 'locale') values.language = value
    const time = Date.parse(value)
    if (field === 'receivedAt' && !Number.isNaN(time)) {
      if (operator === 'greater_than_equal') values.from = dayInZone(new Date(time), timeZone)
      if (operator === 'less_than') values.to = dayInZone(new Date(time - 1), timeZone)
    }
  }
  return values
}
