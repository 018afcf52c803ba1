'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** 'idle', 'busy', or the message of the last refusal. */
export type ActionState = 'idle' | 'busy' | (string & {})

/**
 * A button's POST to `/cms/api/leads/:id/{action}` from the lead's page: busy while it runs,
 * the page shown again once it worked, `failed` (with `{{error}}` filled in) when it did not.
 */
export function useLeadAction(action: string, failed: string) {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [state, setState] = useState<ActionState>('idle')
  async function run(body?: unknown) {
    setState('busy')
    const response = await fetch(`/cms/api/leads/${id}/${action}`, {
      method: 'POST',
      credentials: 'same-origin',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    if (response.ok) {
      setState('idle')
      router.refresh()
      return
    }
    const refusal = (await response.json().catch(() => ({}))) as { error?: string }
    setState(failed.replace('{{error}}', refusal.error ?? String(response.status)))
  }
  return { state, run }
}
