'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

type Props = {
  maxLength: number
  /** The button sending WhatsApp's template that asks the client to reply (window closed). */
  askOnWhatsApp?: string
  /** The channels to choose from (SMS and WhatsApp); none: SMS without a choice. */
  channels: { value: 'sms' | 'whatsapp'; label: string }[]
  texts: {
    label: string
    channel: string
    send: string
    sending: string
    sent: string
    /** The refusal's words by the endpoint's `reason`, and `other` with `{{error}}`. */
    refusals: Record<string, string>
  }
}

/**
 * The agent's answer to the client by SMS, under the conversation (POST …/texts). The text stays
 * in the box until the site took it; the page then shows it in the thread. Needs JavaScript, as
 * the rest of the admin does.
 */
export function TextReplyForm({ maxLength, askOnWhatsApp, channels, texts }: Props) {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const fieldId = useId()
  const key = useRef<string | null>(null)
  const [body, setBody] = useState('')
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms')
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | { refusal: string }>('idle')
  async function send(askForReply = false) {
    if (!body.trim() && !askForReply) {
      setState({ refusal: texts.refusals.empty })
      return
    }
    // One key per text: a second press (or a retry after a dropped answer) sends it once.
    key.current ??= crypto.randomUUID()
    setState('busy')
    const response = await fetch(`/cms/api/leads/${id}/texts`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        askForReply
          ? { key: key.current, channel: 'whatsapp-template' }
          : { body, key: key.current, channel },
      ),
    }).catch(() => null)
    if (response?.ok) {
      key.current = null
      if (!askForReply) setBody('')
      setState('sent')
      router.refresh()
      return
    }
    const refusal = (await response?.json().catch(() => null)) as {
      reason?: string
      error?: string
    } | null
    const words = refusal?.reason ? texts.refusals[refusal.reason] : undefined
    setState({
      refusal:
        words ??
        texts.refusals.other.replace('{{error}}', refusal?.error ?? String(response?.status ?? '')),
    })
  }
  return (
    // Not a <form>: the lead's page is Payload's document form, and forms do not nest.
    <div style={{ display: 'grid', gap: '.5rem', maxWidth: '40rem', marginTop: '1rem' }}>
      <label htmlFor={fieldId} style={{ fontWeight: 600 }}>
        {texts.label}
      </label>
      <textarea
        id={fieldId}
        name="body"
        value={body}
        maxLength={maxLength}
        rows={3}
        onChange={(event) => setBody(event.target.value)}
        style={{ width: '100%', padding: '.5rem .75rem', font: 'inherit' }}
        data-testid="text-reply-body"
      />
      {channels.length ? (
        <fieldset style={{ display: 'flex', gap: '1rem', border: 0, margin: 0, padding: 0 }}>
          <legend style={{ padding: 0, marginBottom: '.25rem' }}>{texts.channel}</legend>
          {channels.map((option) => (
            <label
              key={option.value}
              style={{ display: 'inline-flex', gap: '.35rem', alignItems: 'center', minHeight: 44 }}
            >
              <input
                type="radio"
                name="reply-channel"
                value={option.value}
                checked={channel === option.value}
                onChange={() => setChannel(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <span style={{ display: 'flex', gap: '.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <button
          type="button"
          onClick={() => send()}
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0, minHeight: 44 }}
          disabled={state === 'busy'}
          data-testid="text-reply-send"
        >
          {state === 'busy' ? texts.sending : texts.send}
        </button>
        {askOnWhatsApp ? (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0, minHeight: 44 }}
            disabled={state === 'busy'}
            onClick={() => send(true)}
            data-testid="text-reply-ask-whatsapp"
          >
            {askOnWhatsApp}
          </button>
        ) : null}
        <span aria-live="polite">
          {state === 'sent' ? texts.sent : typeof state === 'object' ? state.refusal : null}
        </span>
      </span>
    </div>
  )
}
