'use client'

import { useState } from 'react'
import type { FormRules } from '../form-rules'
import { typedPhone } from '../sanitize'
import { ConsentCheckbox, PhoneField, TextField } from './fields.client'
import { FormShell, type FormShellTexts } from './FormShell.client'
import type { ErrorTexts } from './submit-lead'
import { useLeadSubmit } from './use-lead-submit'

export type LeadFormTexts = FormShellTexts & {
  name: string
  email: string
  phone: string
  message: string
  consent: string
  showMore: string
  showLess: string
  situationLabel: string
  situationPlaceholder: string
}

type Props = {
  formId: string
  action: string
  label: string
  rules: FormRules
  thankYou: string
  thankEvenOnError: boolean
  consentPreview: number
  texts: LeadFormTexts
  errors: ErrorTexts
  situations: { value: string; label: string }[]
  initial: { values: Record<string, string>; error?: string }
  tone: 'light' | 'dark'
}

/** The general lead form (with the situation selector on the landing variants). */
export function LeadFormClient(props: Props) {
  const { formId, action, label, rules, texts, situations, initial, tone } = props
  const submit = useLeadSubmit({
    rules,
    action,
    label,
    thankYou: props.thankYou,
    errors: props.errors,
    initialError: initial.error,
    thankEvenOnError: props.thankEvenOnError,
  })
  const [phone, setPhone] = useState(typedPhone(initial.values.phone ?? '', rules.phoneCap))
  const field = (name: string) => `${formId}-${name}`

  return (
    <FormShell
      formId={formId}
      action={action}
      section={submit.section}
      locale={rules.locale}
      loading={submit.loading}
      error={submit.error}
      texts={texts}
      tone={tone}
      onSubmit={submit.onSubmit}
    >
      <TextField
        id={field('nombre')}
        name="nombre"
        label={texts.name}
        autoComplete="name"
        defaultValue={initial.values.nombre}
      />
      <TextField
        id={field('email')}
        name="email"
        type="email"
        label={texts.email}
        autoComplete="email"
        defaultValue={initial.values.email}
      />
      <PhoneField
        id={field('phone')}
        label={texts.phone}
        value={phone}
        cap={rules.phoneCap}
        onChange={(value) => setPhone(typedPhone(value, rules.phoneCap))}
      />
      {rules.kind === 'situation' && (
        <div>
          <label htmlFor={field('situacion')} className="lead-label">
            {texts.situationLabel}
          </label>
          <select
            id={field('situacion')}
            name="situacion"
            required
            defaultValue={initial.values.situacion ?? ''}
            className="lead-input"
          >
            <option value="">{texts.situationPlaceholder}</option>
            {situations.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={field('mensaje')} className="lead-label">
          {texts.message}
        </label>
        <textarea
          id={field('mensaje')}
          name="mensaje"
          rows={3}
          defaultValue={initial.values.mensaje}
          className="lead-input"
        />
      </div>
      <ConsentCheckbox
        formId={formId}
        texts={texts}
        preview={props.consentPreview}
        defaultChecked={initial.values.checkbox === '1'}
      />
    </FormShell>
  )
}
