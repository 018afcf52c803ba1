'use client'

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { honeypotField } from '../../intake/honeypot'
import { FormContext, fieldErrorId } from './form-context.client'
import type { LeadFormSetup } from './types'
import type { LeadSubmit } from './use-lead-submit'
import { recordTouch } from './touches'

type Props = {
  setup: LeadFormSetup
  /** The form's state and submit handler (`useLeadSubmit`). */
  submit: LeadSubmit
  tone?: 'light' | 'dark'
  submitLabel?: string
  children: ReactNode
}

// The browser's zone is read after hydration (the cached page is the same for everyone).
const noSubscription = () => () => {}
function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || ''
  } catch {
    return ''
  }
}

/**
 * What every lead form shares: a real POST form (works before JavaScript), hidden fields (the
 * browser's time zone among them), the honeypot, the one error message (under its field, which is
 * marked invalid and focused) and the loading overlay.
 */
export function FormShell({ setup, submit, tone = 'light', submitLabel, children }: Props) {
  const { formId, texts } = setup
  const { error, loading } = submit
  const errorField = error ? submit.errorField : ''
  const form = useRef<HTMLFormElement>(null)
  // Sent as `tz`: the first auto-reply says its time in the visitor's zone (the server checks it).
  const timeZone = useSyncExternalStore(noSubscription, browserZone, () => '')

  // Every page has a lead form (the footer's): its first page and campaign pages are kept.
  useEffect(recordTouch, [])

  useEffect(() => {
    if (!error || !form.current) return
    focusError(form.current, errorField, formId)
  }, [error, errorField, formId])

  return (
    <FormContext.Provider value={{ setup, field: errorField, message: error }}>
      <form
        ref={form}
        id={formId}
        method="post"
        action={setup.action}
        noValidate
        onSubmit={submit.onSubmit}
        aria-busy={loading}
        data-tone={tone}
        className="lead-form relative space-y-3"
      >
        <input type="hidden" name="seccion" value={submit.section} />
        <input type="hidden" name="locale" value={setup.rules.locale} />
        <input type="hidden" name="form_id" value={formId} />
        <input type="hidden" name="tz" value={timeZone} />
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
        {children}
        {error && !errorField && (
          <p id={fieldErrorId(formId, 'form')} role="alert" className="lead-error">
            {error}
          </p>
        )}
        <button type="submit" className="lead-submit" disabled={loading}>
          {submitLabel ?? texts.submit}
        </button>
        {loading && (
          <div role="status" className="lead-overlay">
            <span className="lead-spinner" aria-hidden="true" />
            <span>{texts.sending}</span>
          </div>
        )}
      </form>
    </FormContext.Provider>
  )
}

/**
 * Focuses the field the message is about (the first radio of a group) and scrolls its message to
 * the middle of the screen, clear of the fixed header and the floating buttons at the bottom.
 */
function focusError(form: HTMLFormElement, field: string, formId: string) {
  const message = form.querySelector(`#${CSS.escape(fieldErrorId(formId, field || 'form'))}`)
  const target = field ? form.elements.namedItem(field) : null
  const input = target instanceof RadioNodeList ? (target[0] as HTMLElement) : target
  if (input instanceof HTMLElement) input.focus({ preventScroll: true })
  message?.scrollIntoView({ block: 'center' })
}
