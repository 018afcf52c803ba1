import type { I18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import type { StaffTextKey } from './texts'
import type { Lead } from '@/payload-types'
import { agentReplyMaxLength } from '../messaging/agent-reply-endpoint'
import { replyState } from '../messaging/agent-reply'
import { TextReplyForm } from './TextReplyForm.client'
import { staffText } from './staff-text'

type Props = { lead: Pick<Lead, 'id' | 'status' | 'phone'>; i18n: I18n; payload: Payload }

/** The endpoint's reasons for refusing a text, and their words. */
const blockKeys = {
  'not-configured': 'replyNotConfigured',
  merged: 'replyMerged',
  'no-phone': 'replyNoPhone',
  'opted-out': 'smsOptedOut',
  'quiet-hours': 'replyQuietHours',
  'whatsapp-window': 'replyWhatsAppWindow',
} as const

const clock = (at: Date, zone: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-US', {
    timeZone: zone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)

/**
 * Under the conversation: the agent's answer box, or why the client cannot be texted now (an
 * opted-out number says so above the thread already).
 */
export async function TextReply({ lead, i18n, payload }: Props) {
  const state = await replyState(payload, lead, new Date())
  const text = (key: string, values?: Record<string, string>) =>
    staffText(i18n, `staff:${key}` as StaffTextKey, values)
  if (!state.can) {
    if (state.reason === 'opted-out') return null
    const values =
      state.reason === 'quiet-hours' && state.opensAt && state.zone
        ? { time: clock(state.opensAt, state.zone, i18n.language) }
        : undefined
    return (
      <p role="status" className="lead-reply-blocked" style={{ margin: '.75rem 0 0' }}>
        {text(blockKeys[state.reason], values)}
      </p>
    )
  }
  // WhatsApp is offered beside SMS while the client's own WhatsApp message keeps its window open.
  const whatsapp = await replyState(payload, lead, new Date(), 'whatsapp')
  // Outside it, WhatsApp takes only the firm's approved template asking the client to reply.
  const template = whatsapp.can
    ? null
    : await replyState(payload, lead, new Date(), 'whatsapp-template')
  return (
    <TextReplyForm
      maxLength={agentReplyMaxLength}
      askOnWhatsApp={template?.can ? text('replyAskWhatsApp') : undefined}
      channels={
        whatsapp.can
          ? [
              { value: 'sms', label: text('replyBySms') },
              { value: 'whatsapp', label: text('replyByWhatsApp') },
            ]
          : []
      }
      texts={{
        label: text(whatsapp.can ? 'replyLabelAny' : 'replyLabel'),
        channel: text('replyChannel'),
        send: text('replySend'),
        sending: text('replySending'),
        sent: text('replySent'),
        refusals: {
          ...Object.fromEntries(
            Object.entries(blockKeys).map(([reason, key]) => [reason, text(key, { time: '8:00' })]),
          ),
          empty: text('replyEmpty'),
          'too-long': text('replyTooLong', { max: String(agentReplyMaxLength) }),
          other: text('replyFailed', { error: '{{error}}' }),
        },
      }}
    />
  )
}
