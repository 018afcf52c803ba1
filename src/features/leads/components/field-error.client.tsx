'use client'

import { createContext, useContext } from 'react'
import type { LeadErrorKey } from '../error-keys'

/** The form's one validation message and the field it is about (empty: a form-level message). */
export type FieldErrorState = { formId: string; field: string; message: string }

export const FieldErrorContext = createContext<FieldErrorState>({
  formId: '',
  field: '',
  message: '',
})

/** The field a message is about when only its key is known (the no-JavaScript flash). */
const fieldOfKey: Partial<Record<LeadErrorKey, string>> = {
  name: 'nombre',
  email: 'email',
  emailShort: 'email',
  phone: 'phone',
  phoneMin: 'phone',
  situation: 'situacion',
  terms: 'checkbox',
  married: 'casado',
  stay: 'estancia',
  referrals: 'nombre',
  agent: 'agente',
  link: 'link',
}

export function fieldOfError(key: LeadErrorKey | undefined): string {
  return (key && fieldOfKey[key]) || ''
}

export const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`

/**
 * What a field needs when the message is about it: `aria-invalid`, the message linked as its
 * description, and the message itself to place right under it.
 */
export function useFieldError(name: string, describedBy?: string) {
  const state = useContext(FieldErrorContext)
  const invalid = Boolean(state.message) && state.field === name
  const id = fieldErrorId(state.formId, name)
  const ids = [describedBy, invalid ? id : undefined].filter(Boolean).join(' ')
  return {
    invalid,
    inputProps: {
      'aria-invalid': invalid ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    },
    message: invalid ? (
      <p id={id} role="alert" className="lead-error mt-2">
        {state.message}
      </p>
    ) : null,
  }
}
