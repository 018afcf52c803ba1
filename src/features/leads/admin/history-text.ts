import type { AdminText } from '@/lib/admin-label'
import { mayRevoke } from '../pipeline/history'
import { matterTypeLabels } from '../pipeline/retained-fields'
import { nextActionLabels } from '../pipeline/follow-up-fields'
import { firmDateTime } from './firm-time'

type Labels = Record<string, AdminText | undefined>

/** What a history entry needs from the admin: its language, the firm's zone and a few texts. */
export type HistoryReader = {
  language: string
  timeZone: string
  /** A status value's label. */
  status: (value: string) => string
  /** A call outcome's label ('no-answer' → 'No contestó'). */
  outcome: (value: string) => string
  due: (detail: string) => string
  merged: (from: string, to: string) => string
  /** A reply that may revoke consent to texts ('sms-may-revoke · <message>'). */
  mayRevoke: (message: string) => string
}

const labelOf = (labels: Labels, value: string, language: string) => {
  const text = labels[value]
  if (!text) return value
  return (text as Record<string, string>)[language] ?? (text as Record<string, string>).es
}

const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text)

/** 'call-back · 2026-11-25T19:00:00.000Z' → 'Devolver la llamada · 25 de noviembre …, 14:00 GMT-5'. */
function followUpText(detail: string, reader: HistoryReader) {
  const [action, due] = detail.split(' · ')
  const when = due && isInstant(due) ? firmDateTime(due, reader.language, reader.timeZone) : due
  return [labelOf(nextActionLabels, action, reader.language), when].filter(Boolean).join(' · ')
}

/**
 * A history entry's detail as staff read it. Entries are stored with their values, in English
 * (the record the API keeps: 'new → contacted', 'no-answer', 'due · call-back · <instant>',
 * 'asylum · Ana Ruiz', '#7 → #3'); the admin shows labels of its language and times in the
 * firm's zone. Anything not in those shapes is shown as stored.
 */
export function historyText(action: string | undefined, detail: string, reader: HistoryReader) {
  switch (action) {
    case 'status':
      return detail.split(' → ').map(reader.status).join(' → ')
    case 'call':
      return reader.outcome(detail)
    case 'follow-up':
      return detail.startsWith('due · ')
        ? reader.due(followUpText(detail.slice('due · '.length), reader))
        : followUpText(detail, reader)
    case 'retained': {
      const [type, ...attorney] = detail.split(' · ')
      return [labelOf(matterTypeLabels, type, reader.language), ...attorney].join(' · ')
    }
    case 'merge': {
      const ids = /^#(\d+) → #(\d+)$/.exec(detail)
      return ids ? reader.merged(ids[1], ids[2]) : detail
    }
    case 'note':
      return detail.startsWith(mayRevoke)
        ? reader.mayRevoke(detail.slice(mayRevoke.length))
        : detail
    default:
      return detail
  }
}
