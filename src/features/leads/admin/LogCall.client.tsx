'use client'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

const outcomes = [
  ['reached', 'staff:outcomeReached'],
  ['no-answer', 'staff:outcomeNoAnswer'],
  ['voicemail', 'staff:outcomeVoicemail'],
  ['wrong-number', 'staff:outcomeWrongNumber'],
] as const

/**
 * A quick "log a call": outcome and note, written to the lead's history (reached = first contact).
 * Not a <form>: it renders inside Payload's document form, where a nested form is invalid HTML (the
 * parser drops the inner tag, so its submit button saved the document instead and the call was
 * never posted). A group with a plain button posts it on its own.
 */
export function LogCall({ leadId, text }: { leadId: string; text: (key: string) => string }) {
  const router = useRouter()
  const ids = useId()
  const [outcome, setOutcome] = useState('reached')
  const [note, setNote] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle')

  async function submit() {
    setState('busy')
    const response = await fetch(`/cms/api/leads/${leadId}/log-call`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome, note }),
    }).catch(() => null)
    if (!response?.ok) return setState('failed')
    setState('saved')
    setNote('')
    router.refresh()
  }

  return (
    <details className="lead-log-call">
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{text('staff:logCall')}</summary>
      <div
        role="group"
        aria-label={text('staff:logCall')}
        style={{ display: 'grid', gap: '0.5rem', marginTop: '0.5rem', maxWidth: '32rem' }}
      >
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{text('staff:callOutcome')}</legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' }}>
            {outcomes.map(([value, key]) => (
              <label
                key={value}
                style={{ display: 'inline-flex', gap: '0.35rem', alignItems: 'center' }}
              >
                <input
                  type="radio"
                  name={`${ids}-outcome`}
                  value={value}
                  checked={outcome === value}
                  onChange={() => setOutcome(value)}
                />
                {text(key)}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${ids}-note`}>{text('staff:callNote')}</label>
        <textarea
          id={`${ids}-note`}
          value={note}
          maxLength={2000}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
        <div>
          <button
            type="button"
            onClick={() => void submit()}
            className="btn btn--style-primary btn--size-small"
            disabled={state === 'busy'}
          >
            {text('staff:callSave')}
          </button>
        </div>
        <p role="status" style={{ margin: 0 }}>
          {state === 'saved'
            ? text('staff:callSaved')
            : state === 'failed'
              ? text('staff:callFailed')
              : ''}
        </p>
      </div>
    </details>
  )
}
