'use client'

import { useState } from 'react'
import type { FormRules } from '../form-rules'
import { typedPhone } from '../sanitize'
import { ConsentCheckbox, PhoneField, SituationSelect, TextField } from './fields.client'
import { useFieldError } from './field-error.client'
import { FormShell } from './FormShell.client'
import type { LeadFormTexts } from './LeadForm.client'
import type { ErrorTexts, FlashedInput } from './submit-lead'
import { useLeadSubmit } from './use-lead-submit'

export type ParoleTexts = {
  married: string
  stay: string
  yes: string
  no: string
  notQualify: string
}

type Props = {
  formId: string
  label: string
  rules: FormRules
  thankYou: string
  texts: LeadFormTexts
  parole: ParoleTexts
  errors: ErrorTexts
  situations: { value: string; label: string }[]
  initial: FlashedInput
}

function YesNo({
  name,
  legend,
  value,
  onChange,
  texts,
  formId,
}: {
  name: string
  legend: string
  value: string
  onChange: (value: string) => void
  texts: ParoleTexts
  formId: string
}) {
  const error = useFieldError(name)
  return (
    <fieldset aria-describedby={error.inputProps['aria-describedby']}>
      <legend className="lead-label">{legend}</legend>
      <div className="flex gap-6">
        {(['si', 'no'] as const).map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2">
            {/* The invalid mark goes on the radios: a fieldset (role group) cannot carry it. */}
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
            <input
              type="radio"
              name={name}
              value={option}
              id={`${formId}-${name}-${option}`}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-5 w-5"
              aria-invalid={error.invalid || undefined}
            />
            {option === 'si' ? texts.yes : texts.no}
          </label>
        ))}
      </div>
      {error.message}
    </fieldset>
  )
}

/**
 * The parole landing form: the situation selector and the does-not-qualify note appear only when
 * either question is answered no.
 */
export function ParoleFormClient(props: Props) {
  const { formId, rules, texts, parole, initial } = props
  const submit = useLeadSubmit({
    rules,
    action: '/api/prospecto/agregar',
    label: props.label,
    thankYou: props.thankYou,
    errors: props.errors,
    initialError: initial.error,
    initialErrorKey: initial.errorKey,
  })
  const [married, setMarried] = useState(initial.values.casado ?? '')
  const [stay, setStay] = useState(initial.values.estancia ?? '')
  const [phone, setPhone] = useState(typedPhone(initial.values.phone ?? '', rules.phoneCap))
  const showSituation = married === 'no' || stay === 'no'
  const field = (name: string) => `${formId}-${name}`

  return (
    <FormShell
      formId={formId}
      action="/api/prospecto/agregar"
      section={submit.section}
      locale={rules.locale}
      loading={submit.loading}
      error={submit.error}
      errorField={submit.errorField}
      texts={texts}
      tone="light"
      onSubmit={submit.onSubmit}
    >
      <TextField
        id={field('nombre')}
        name="nombre"
        label={texts.name}
        autoComplete="name"
        defaultValue={initial.values.nombre}
      />
      <YesNo
        name="casado"
        legend={parole.married}
        value={married}
        onChange={setMarried}
        texts={parole}
        formId={formId}
      />
      <YesNo
        name="estancia"
        legend={parole.stay}
        value={stay}
        onChange={setStay}
        texts={parole}
        formId={formId}
      />
      <PhoneField
        id={field('phone')}
        label={texts.phone}
        value={phone}
        cap={rules.phoneCap}
        onChange={(value) => setPhone(typedPhone(value, rules.phoneCap))}
      />
      <TextField
        id={field('email')}
        name="email"
        type="email"
        label={texts.email}
        autoComplete="email"
        defaultValue={initial.values.email}
      />
      {showSituation && (
        <div className="space-y-2">
          <p className="rounded bg-amber-50 px-3 py-2 text-amber-900">{parole.notQualify}</p>
          <SituationSelect
            id={field('situacion')}
            texts={texts}
            situations={props.situations}
            defaultValue={initial.values.situacion}
          />
        </div>
      )}
      <ConsentCheckbox
        formId={formId}
        texts={texts}
        preview={200}
        defaultChecked={initial.values.checkbox === '1'}
      />
    </FormShell>
  )
}
