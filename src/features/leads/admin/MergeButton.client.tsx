'use client'
import { useLeadAction } from './use-lead-action.client'

type Props = {
  texts: { merge: string; merging: string; confirm: string; failed: string }
}

/** Folds this duplicate into the earlier lead (POST …/merge), then shows the result. */
export function MergeButton({ texts }: Props) {
  const { state, run } = useLeadAction('merge', texts.failed)
  async function merge() {
    if (window.confirm(texts.confirm)) await run()
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
