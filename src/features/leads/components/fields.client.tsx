'use client'

import { ConsentText } from './ConsentText.client'

/** A labelled text input of a lead form (name, e-mail). */
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
      />
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
}: {
  id: string
  label: string
  value: string
  cap?: number
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="lead-label">
        {label}
      </label>
      <input
        id={id}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={cap}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="lead-input"
      />
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
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={`${formId}-checkbox`}
        name="checkbox"
        type="checkbox"
        value="1"
        defaultChecked={defaultChecked}
        className="mt-1 h-5 w-5 shrink-0"
        aria-describedby={`${formId}-consent`}
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
  )
}
