'use client'

import { createContext, useContext } from 'react'
import type { LeadFormSetup } from './types'

/**
 * What the fields of a form read from it: its setup (id, rules, texts, the visitor's flashed
 * input), and its one message with the field it is about (empty: a form-level message).
 */
export type FormState = { setup: LeadFormSetup; field: string; message: string }

export const FormContext = createContext<FormState | null>(null)

/** The form around a field; every field of the kit is rendered inside a FormShell. */
const useFormState = () => useContext(FormContext)!

/** The form's setup: texts, rules and the input a failed plain post sent back. */
export function useLeadForm(): LeadFormSetup {
  return useFormState().setup
}

export const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`

/**
 * A field of the form: its id (`{formId}-{name}`) and, when the message is about it,
 * `aria-invalid`, the message linked as its description, and the message itself to place right
 * under it.
 */
export function useField(name: string, describedBy?: string) {
  const state = useFormState()
  const formId = state.setup.formId
  const invalid = Boolean(state.message) && state.field === name
  const errorId = fieldErrorId(formId, name)
  const ids = [describedBy, invalid ? errorId : undefined].filter(Boolean).join(' ')
  return {
    id: `${formId}-${name}`,
    invalid,
    inputProps: {
      'aria-invalid': invalid ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    },
    message: invalid ? (
      <p id={errorId} role="alert" className="lead-error mt-2">
        {state.message}
      </p>
    ) : null,
  }
}
