'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

type Texts = {
  title: string
  hint: string
  confirm: string
  word: string
  button: string
  busy: string
  failed: string
  done: string
}

/**
 * An admin's "forget this person" for a deletion request: typed confirmation, then the lead,
 * its texts and deliveries (and the person's other leads) are deleted; the list follows.
 */
export function ForgetPerson({ id, texts }: { id: number; texts: Texts }) {
  const router = useRouter()
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'done'>('idle')
  async function forget() {
    setState('busy')
    const response = await fetch(`/cms/api/leads/${id}/forget`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => null)
    if (!response?.ok) return setState('failed')
    setState('done')
    router.push('/admin/collections/leads')
  }
  return (
    <div className="lead-forget">
      <h4>{texts.title}</h4>
      <p>{texts.hint}</p>
      <label htmlFor={inputId}>{texts.confirm}</label>
      <div className="lead-forget__row">
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="button"
          className="btn btn--style-secondary"
          disabled={typed.trim().toUpperCase() !== texts.word || state === 'busy'}
          onClick={forget}
        >
          {state === 'busy' ? texts.busy : texts.button}
        </button>
      </div>
      <p role="status">{state === 'failed' ? texts.failed : state === 'done' ? texts.done : ''}</p>
    </div>
  )
}
