'use client'
import { useId, useState } from 'react'
import { useLeadAction } from './use-lead-action.client'

type Props = {
  texts: { button: string; note: string; confirm: string; busy: string; failed: string }
}

/**
 * "The client asked by phone to get no texts": opts the lead's number out with the agent's note
 * (POST …/sms-opt-out), then shows the lead again with its opted-out notice.
 */
export function PhoneOptOut({ texts }: Props) {
  const noteId = useId()
  const [note, setNote] = useState('')
  const { state, run } = useLeadAction('sms-opt-out', texts.failed)
  async function optOut() {
    if (window.confirm(texts.confirm)) await run({ note })
  }
  return (
    <div style={{ display: 'grid', gap: '.5rem', maxWidth: '40rem', margin: '.75rem 0' }}>
      <label htmlFor={noteId}>{texts.note}</label>
      <input
        id={noteId}
        type="text"
        value={note}
        maxLength={2000}
        onChange={(event) => setNote(event.target.value)}
        style={{ minHeight: 44, padding: '0 .75rem' }}
      />
      <span style={{ display: 'flex', gap: '.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0, minHeight: 44 }}
          onClick={optOut}
          disabled={state === 'busy'}
          data-testid="phone-opt-out"
        >
          {state === 'busy' ? texts.busy : texts.button}
        </button>
        {state !== 'idle' && state !== 'busy' ? <span role="alert">{state}</span> : null}
      </span>
    </div>
  )
}
