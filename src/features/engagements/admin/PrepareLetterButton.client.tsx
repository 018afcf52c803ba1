'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { BusyButton } from '@/ui/admin/BusyButton'

type Props = { lead: number | string; label: string; busyLabel: string; failedLabel: string }

/** "Prepare a letter": a draft for this lead, then its page to finish, preview and send it. */
export function PrepareLetterButton({ lead, label, busyLabel, failedLabel }: Props) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | (string & {})>('idle')
  async function prepare() {
    setState('busy')
    const response = await fetch('/cms/api/engagements/prepare', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lead: Number(lead) }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => ({}))) as { id?: number; error?: string }
    if (!response?.ok || !answer.id) {
      return setState(failedLabel.replace('{{error}}', answer.error ?? String(response?.status)))
    }
    router.push(`/admin/collections/engagements/${answer.id}`)
  }
  return (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '.5rem', alignItems: 'center' }}>
      <BusyButton label={label} busyLabel={busyLabel} busy={state === 'busy'} onClick={prepare} />
      {state !== 'idle' && state !== 'busy' ? <span role="alert">{state}</span> : null}
    </p>
  )
}
