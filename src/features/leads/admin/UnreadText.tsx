import type { I18n } from '@payloadcms/translations'
import { hasUnreadText } from '../messaging/unread-texts'
import { staffText } from './staff-text'

type Props = {
  lead?: {
    clientTextAt?: string | null
    clientTextSeenAt?: string | null
    duplicateOf?: unknown
    status?: string | null
  }
  i18n: I18n
}

const badge = {
  justifySelf: 'start',
  padding: '0 .4rem',
  borderRadius: 4,
} as const

/** "Returning client": a repeat form from a person the firm already has a lead of. */
export function ReturningMark({ lead, i18n }: Props) {
  if (!lead?.duplicateOf || lead.status === 'merged') return null
  return (
    <span className="lead-returning" style={{ ...badge, background: 'var(--theme-elevation-100)' }}>
      {staffText(i18n, 'staff:returning')}
    </span>
  )
}

/** "New message from the client" on the inbox until the lead's page has shown it. */
export function UnreadText({ lead, i18n }: Props) {
  if (!lead || !hasUnreadText(lead)) return null
  return (
    <strong
      className="lead-unread"
      style={{
        ...badge,
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-warning-800)',
      }}
    >
      {staffText(i18n, 'staff:unreadText')}
    </strong>
  )
}
