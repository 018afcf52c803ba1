'use client'

import { ConsentText } from './ConsentText.client'
import { InputField, Labelled, PhoneInput, SelectField } from './fields.client'
import { useField, useLeadForm } from './form-context.client'

// The lead form's own fields: their texts, rules and flashed values come from the form's setup.

export function NameField() {
  const { texts, initial } = useLeadForm()
  return (
    <InputField
      name="nombre"
      label={texts.name}
      autoComplete="name"
      defaultValue={initial.values.nombre}
    />
  )
}

export function EmailField() {
  const { texts, initial } = useLeadForm()
  return (
    <InputField
      name="email"
      type="email"
      label={texts.email}
      autoComplete="email"
      defaultValue={initial.values.email}
    />
  )
}

/** The visitor's phone, capped where the form's rules cap it. */
export function PhoneField() {
  const { texts, rules, initial } = useLeadForm()
  return <PhoneInput label={texts.phone} cap={rules.phoneCap} defaultValue={initial.values.phone} />
}

/** The spec's situation selector: the option values are keys, their texts come from the catalogs. */
export function SituationSelect({ required }: { required?: boolean }) {
  const { texts, situations, initial } = useLeadForm()
  return (
    <SelectField
      name="situacion"
      label={texts.situationLabel}
      placeholder={texts.situationPlaceholder}
      options={situations}
      defaultValue={initial.values.situacion ?? ''}
      required={required}
    />
  )
}

/** The free-text message. */
export function MessageField() {
  const { texts, initial } = useLeadForm()
  const field = useField('mensaje')
  return (
    <Labelled id={field.id} label={texts.message} message={field.message}>
      <textarea
        id={field.id}
        name="mensaje"
        rows={3}
        defaultValue={initial.values.mensaje}
        className="lead-input"
        {...field.inputProps}
      />
    </Labelled>
  )
}

/** The terms box with the consent text collapsed to the placement's preview length. */
export function ConsentCheckbox() {
  const { formId, texts, consentPreview, initial } = useLeadForm()
  const consentId = `${formId}-consent`
  const field = useField('checkbox', consentId)
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={field.id}
          name="checkbox"
          type="checkbox"
          value="1"
          defaultChecked={initial.values.checkbox === '1'}
          className="mt-1 h-5 w-5 shrink-0"
          {...field.inputProps}
        />
        <label htmlFor={field.id}>
          <ConsentText
            id={consentId}
            text={texts.consent}
            preview={consentPreview}
            showMore={texts.showMore}
            showLess={texts.showLess}
          />
        </label>
      </div>
      {field.message}
    </div>
  )
}
