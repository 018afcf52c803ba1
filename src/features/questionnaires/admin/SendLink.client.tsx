'use client'
import { useState } from 'react'

type Texts = {
  title: string
  hint: string
  makeLink: string
  sendText: string
  sending: string
  sent: string
  failed: string
  /** Refusal reasons by code, already in the sentence "Not sent: …". */
  reasons: Record<string, string>
}

/**
 * On the lead's page: the private questionnaire link to copy, or texted to the client by the
 * endpoint (which refuses opted-out numbers and night hours, and says why).
 */
export function SendLink({ lead, texts }: { lead: number; texts: Texts }) {
  const [url, setUrl] = useState('')
  const [status, setStatus] = useState('')
  async function ask(send: boolean) {
    setStatus(send ? texts.sending : '')
    const response = await fetch('/cms/api/questionnaire-answers/send-link', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lead, send }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as {
      url?: string
      sent?: boolean
      reason?: string
    } | null
    if (body?.url) setUrl(body.url)
    if (!body?.url) return setStatus(texts.failed)
    if (send) setStatus(body.sent ? texts.sent : (texts.reasons[body.reason ?? ''] ?? texts.failed))
  }
  return (
    <div className="questionnaire-link">
      <h4>{texts.title}</h4>
      <p>{texts.hint}</p>
      <div className="questionnaire-link__buttons">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => ask(false)}
        >
          {texts.makeLink}
        </button>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          onClick={() => ask(true)}
        >
          {texts.sendText}
        </button>
      </div>
      {url ? (
        <input
          aria-label={texts.title}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="questionnaire-link__url"
        />
      ) : null}
      <p role="status">{status}</p>
    </div>
  )
}
