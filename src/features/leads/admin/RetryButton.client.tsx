'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { BusyButton } from '@/ui/admin/BusyButton'

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
      <BusyButton label={label} busyLabel={busyLabel} busy={state === 'busy'} onClick={retry} />
      {state === 'failed' ? <span role="alert">{failedLabel}</span> : null}
    </>
  )
}
