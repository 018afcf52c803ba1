'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = { id: number | string; label: string; busyLabel: string; failedLabel: string }

/** Puts a failed delivery back in the outbox, then shows its new state. */
export function RetryButton({ id, label, busyLabel, failedLabel }: Props) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  async function retry() {
    setState('busy')
    const response = await fetch(`/cms/api/lead-deliveries/${id}/retry`, {
      method: 'POST',
      credentials: 'same-origin',
    }).catch(() => null)
    if (!response?.ok) return setState('failed')
    setState('idle')
    router.refresh()
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={state === 'busy'}
        onClick={retry}
      >
        {state === 'busy' ? busyLabel : label}
      </button>
      {state === 'failed' ? <span role="alert">{failedLabel}</span> : null}
    </>
  )
}
