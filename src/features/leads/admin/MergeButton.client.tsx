'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = {
  texts: { merge: string; merging: string; confirm: string; failed: string }
}

/** Folds this duplicate into the earlier lead (POST …/merge), then shows the result. */
export function MergeButton({ texts }: Props) {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | string>('idle')
  async function merge() {
    if (!window.confirm(texts.confirm)) return
    setState('busy')
    const response = await fetch(`/cms/api/leads/${id}/merge`, {
      method: 'POST',
      credentials: 'same-origin',
    })
    if (response.ok) {
      setState('idle')
      router.refresh()
      return
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string }
    setState(texts.failed.replace('{{error}}', body.error ?? String(response.status)))
  }
  return (
    <span
      style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}
    >
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={merge}
        disabled={state === 'busy'}
        data-testid="merge-duplicate"
      >
        {state === 'busy' ? texts.merging : texts.merge}
      </button>
      {state !== 'idle' && state !== 'busy' ? <span role="alert">{state}</span> : null}
    </span>
  )
}
