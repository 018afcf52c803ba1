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
  /** An assignment by the rotation ('Ana Ruiz (rotation)'). */
  rotation: (name: string) => string
  /** A repeat form given to the person's agent ('Ana Ruiz (returning)'). */
  returning: (name: string) => string
  /** An escalation step ('Escalation 1: Ana Ruiz alerted, no first contact yet'). */
  escalation: (step: string, name: string) => string
  /** A logged call's note ('Call: no answer — <note>'), its outcome already a label. */
  callNote: (outcome: string, note: string) => string
}

/** The stored English of a call's outcome in its note (log-call-endpoint.ts) → its value. */
const noteOutcomes: Record<string, string> = {
  reached: 'reached',
  'no answer': 'no-answer',
  voicemail: 'voicemail',
  'wrong number': 'wrong-number',
}

/** System assignment entries, stored in English: the rotation's pick and escalation steps. */
function assignmentText(detail: string, reader: HistoryReader) {
  const rotation = /^(.+) \(rotation\)$/s.exec(detail)
  if (rotation) return reader.rotation(rotation[1])
  const returning = /^(.+) \(returning\)$/s.exec(detail)
  if (returning) return reader.returning(returning[1])
  const escalation = /^Escalation (\d+): (.+) alerted, no first contact yet$/s.exec(detail)
  return escalation ? reader.escalation(escalation[1], escalation[2]) : detail
}

function noteText(detail: string, reader: HistoryReader) {
  if (detail.startsWith(mayRevoke)) return reader.mayRevoke(detail.slice(mayRevoke.length))
  const call = /^Call: (reached|no answer|voicemail|wrong number) — (.*)$/s.exec(detail)
  return call ? reader.callNote(reader.outcome(noteOutcomes[call[1]]), call[2]) : detail
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
  // A cleared follow-up is stored as '— · null' (a reached call closes its call back).
  const when =
    due && isInstant(due)
      ? firmDateTime(due, reader.language, reader.timeZone)
      : due === 'null'
        ? ''
        : due
  return [labelOf(nextActionLabels, action, reader.language), when].filter(Boolean).join(' · ')
}

/**
 * A history entry's detail as staff read it. Entries are stored with their values, in English
 * (the record the API keeps: 'new → contacted', 'no-answer', 'due · call-back · <instant>',
 * 'asylum · Ana Ruiz', '#7 → #3', 'Ana Ruiz (rotation)', 'Call: no answer — …'); the admin shows labels of its language and times in the
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
    case 'assignment':
      return assignmentText(detail, reader)
    case 'note':
      return noteText(detail, reader)
    default:
      return detail
  }
}
