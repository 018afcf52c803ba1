'use client'

import { useState } from 'react'
import type { FormRules } from '../form-rules'
import { typedPhone } from '../sanitize'
import {
  ConsentCheckbox,
  MessageField,
  PhoneField,
  SituationSelect,
  TextField,
} from './fields.client'
import { FormShell, type FormShellTexts } from './FormShell.client'
import type { ErrorTexts, FlashedInput } from './submit-lead'
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
  initial: FlashedInput
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
    initialErrorKey: initial.errorKey,
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
      errorField={submit.errorField}
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
        <SituationSelect
          id={field('situacion')}
          texts={texts}
          situations={situations}
          defaultValue={initial.values.situacion}
          required
        />
      )}
      <MessageField
        id={field('mensaje')}
        label={texts.message}
        defaultValue={initial.values.mensaje}
      />
      <ConsentCheckbox
        formId={formId}
        texts={texts}
        preview={props.consentPreview}
        defaultChecked={initial.values.checkbox === '1'}
      />
    </FormShell>
  )
}
