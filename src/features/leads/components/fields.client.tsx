'use client'

import { ConsentText } from './ConsentText.client'
import { useFieldError } from './field-error.client'

/** A labelled text input of a lead form (name, e-mail); a message about it shows under it. */
export function TextField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  type?: 'text' | 'email'
  autoComplete?: string
  defaultValue?: string
}) {
  const error = useFieldError(name)
  return (
    <div>
      <label htmlFor={id} className="lead-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        className="lead-input"
        {...error.inputProps}
      />
      {error.message}
    </div>
  )
}

/** The phone input: digits only as the visitor types, capped where the form caps it. */
export function PhoneField({
  id,
  label,
  value,
  cap,
  onChange,
  name = 'phone',
}: {
  id: string
  label: string
  value: string
  cap?: number
  onChange: (value: string) => void
  name?: string
}) {
  const error = useFieldError(name)
  return (
    <div>
      <label htmlFor={id} className="lead-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={cap}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="lead-input"
        {...error.inputProps}
      />
      {error.message}
    </div>
  )
}

/** The free-text message of a lead form. */
export function MessageField({
  id,
  label,
  defaultValue,
}: {
  id: string
  label: string
  defaultValue?: string
}) {
  const error = useFieldError('mensaje')
  return (
    <div>
      <label htmlFor={id} className="lead-label">
        {label}
      </label>
      <textarea
        id={id}
        name="mensaje"
        rows={3}
        defaultValue={defaultValue}
        className="lead-input"
        {...error.inputProps}
      />
      {error.message}
    </div>
  )
}

/** The spec's situation selector: the option values are keys, their texts come from the catalogs. */
export function SituationSelect({
  id,
  texts,
  situations,
  defaultValue,
  required,
}: {
  id: string
  texts: { situationLabel: string; situationPlaceholder: string }
  situations: { value: string; label: string }[]
  defaultValue?: string
  required?: boolean
}) {
  const error = useFieldError('situacion')
  return (
    <div>
      <label htmlFor={id} className="lead-label">
        {texts.situationLabel}
      </label>
      <select
        id={id}
        name="situacion"
        required={required}
        defaultValue={defaultValue ?? ''}
        className="lead-input"
        {...error.inputProps}
      >
        <option value="">{texts.situationPlaceholder}</option>
        {situations.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error.message}
    </div>
  )
}

/** The terms box with the consent text collapsed to the form's preview length. */
export function ConsentCheckbox({
  formId,
  texts,
  preview,
  defaultChecked,
}: {
  formId: string
  texts: { consent: string; showMore: string; showLess: string }
  preview: number
  defaultChecked: boolean
}) {
  const error = useFieldError('checkbox', `${formId}-consent`)
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={`${formId}-checkbox`}
          name="checkbox"
          type="checkbox"
          value="1"
          defaultChecked={defaultChecked}
          className="mt-1 h-5 w-5 shrink-0"
          {...error.inputProps}
        />
        <label htmlFor={`${formId}-checkbox`}>
          <ConsentText
            id={`${formId}-consent`}
            text={texts.consent}
            preview={preview}
            showMore={texts.showMore}
            showLess={texts.showLess}
          />
        </label>
      </div>
      {error.message}
    </div>
  )
}
