'use client'

import { ConsentText } from './ConsentText.client'
import { CheckboxRow, InputField, Labelled, PhoneInput, SelectField } from './fields.client'
import { useField, useLeadForm } from './form-context.client'

// The lead form's own fields: their texts, rules and flashed values come from the form's setup.

/** The visitor's name or e-mail, labelled from the catalog, holding what a failed post sent. */
function VisitorInput({ name, type }: { name: 'nombre' | 'email'; type?: 'email' }) {
  const { texts, initial } = useLeadForm()
  return (
    <InputField
      name={name}
      type={type}
      label={name === 'nombre' ? texts.name : texts.email}
      autoComplete={name === 'nombre' ? 'name' : 'email'}
      defaultValue={initial.values[name]}
    />
  )
}

export const NameField = () => <VisitorInput name="nombre" />
export const EmailField = () => <VisitorInput name="email" type="email" />

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
  return (
    <CheckboxRow
      name="checkbox"
      defaultChecked={initial.values.checkbox === '1'}
      describedBy={consentId}
      long
      label={
        <ConsentText
          id={consentId}
          text={texts.consent}
          preview={consentPreview}
          showMore={texts.showMore}
          showLess={texts.showLess}
        />
      }
    />
  )
}
