'use client'

import type { FormEvent, ReactNode } from 'react'
import { honeypotField } from '../honeypot'

export type FormShellTexts = { submit: string; sending: string; honeypot: string }

type Props = {
  formId: string
  action: string
  section: string
  locale: string
  loading: boolean
  error: string
  texts: FormShellTexts
  tone: 'light' | 'dark'
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
  submitLabel?: string
}

/**
 * What every lead form shares: a real POST form (works before JavaScript), hidden fields, the
 * honeypot, the one error message and the loading overlay.
 */
export function FormShell(props: Props) {
  const { formId, action, section, texts, loading, error, tone } = props
  return (
    <form
      id={formId}
      method="post"
      action={action}
      noValidate
      onSubmit={props.onSubmit}
      aria-busy={loading}
      data-tone={tone}
      className="lead-form relative space-y-3"
    >
      <input type="hidden" name="seccion" value={section} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="form_id" value={formId} />
      <div className="lead-honeypot" aria-hidden="true">
        <label htmlFor={`${formId}-${honeypotField}`}>{texts.honeypot}</label>
        <input
          id={`${formId}-${honeypotField}`}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {props.children}
      {error && (
        <p role="alert" className="lead-error">
          {error}
        </p>
      )}
      <button type="submit" className="lead-submit" disabled={loading}>
        {props.submitLabel ?? texts.submit}
      </button>
      {loading && (
        <div role="status" className="lead-overlay">
          <span className="lead-spinner" aria-hidden="true" />
          <span>{texts.sending}</span>
        </div>
      )}
    </form>
  )
}
