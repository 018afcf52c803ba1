'use client'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRef, useState } from 'react'
import type { CampaignsTexts } from './texts'

type Key = `campaigns:${keyof CampaignsTexts}`
type State = { busy: boolean; message: string | null; failed: boolean }

/**
 * On a saved campaign: upload an ad platform's CSV export into its spend per month
 * (POST …/campaigns/:id/spend-import), then reload the form to show the new months.
 */
export function SpendImport() {
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const { t } = useTranslation()
  const text = (key: Key, vars?: Record<string, unknown>) =>
    (t as (key: string, vars?: Record<string, unknown>) => string)(key, vars)
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<State>({ busy: false, message: null, failed: false })

  async function upload(file: File) {
    setState({ busy: true, message: null, failed: false })
    const form = new FormData()
    form.append('file', file)
    const response = await fetch(
      `${config.serverURL}${config.routes.api}/campaigns/${id}/spend-import`,
      { method: 'POST', body: form, credentials: 'include' },
    ).catch(() => null)
    const body = (await response?.json().catch(() => null)) as {
      error?: string
      rowsRead?: number
      months?: { month: string }[]
    } | null
    if (!response?.ok || !body?.months) {
      return setState({
        busy: false,
        message: body?.error ?? text('campaigns:importFailed'),
        failed: true,
      })
    }
    const months = body.months.map((row) => row.month).join(', ')
    setState({
      busy: false,
      message: text('campaigns:importDone', { rows: body.rowsRead, months }),
      failed: false,
    })
    window.location.reload()
  }

  return (
    <section className="field-type" aria-labelledby="spend-import-title">
      <h3 id="spend-import-title">{text('campaigns:importTitle')}</h3>
      <p>{text('campaigns:importHelp')}</p>
      {id ? (
        <>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void upload(file)
              event.target.value = ''
            }}
          />
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={state.busy}
            onClick={() => input.current?.click()}
          >
            {state.busy ? text('campaigns:importBusy') : text('campaigns:importButton')}
          </button>
        </>
      ) : (
        <p>{text('campaigns:importUnsaved')}</p>
      )}
      <p role={state.failed ? 'alert' : 'status'}>{state.message}</p>
    </section>
  )
}
