'use client'

import { typedPhone } from '../intake/sanitize'
import { firstTouchField, touchFields } from '../intake/touch-names'
import { ControlledInputField, InputField, PhoneInput } from './form-kit/fields.client'
import { FormShell } from './form-kit/FormShell.client'
import type { LeadFormSetup } from './form-kit/types'
import { useLeadSubmit } from './form-kit/use-lead-submit'
import { ReferralList } from './ReferralList.client'
import { useReferrals, type Referral } from './use-referrals'

export type ReferralTexts = {
  yourDetails: string
  yourName: string
  yourPhone: string
  referralsTitle: string
  referralName: string
  referralPhone: string
  add: string
  edit: string
  editEntry: string
  deleteEntry: string
  empty: string
  submit: string
}

/** Names of referrals hold letters and spaces only. */
const lettersAndSpaces = (value: string) => value.replace(/[^A-Za-zÁÉÍÓÚáéíóúÑñÜü ]/g, '')

/** Fields of the form's data each referral's post carries as they are. */
const sharedFields = [
  'referidor_nombre',
  'referidor_telefono',
  'seccion',
  'locale',
  'page_path',
  ...touchFields,
  firstTouchField,
]

/**
 * The referrals form: the visitor's own details and a list of referrals to add, edit
 * (AGREGAR becomes EDITAR) and delete; one post per referral. Without JavaScript it posts the
 * visitor and one referral (the list controls are hidden then).
 */
export function ReferralsFormClient(props: { setup: LeadFormSetup; referral: ReferralTexts }) {
  const { setup, referral } = props
  const { rules, initial } = setup
  const referrals = useReferrals({
    nombre: lettersAndSpaces(initial.values.nombre ?? ''),
    telefono: typedPhone(initial.values.phone ?? '', rules.phoneCap),
  })
  const { draft, setDraft } = referrals
  const submit = useLeadSubmit(setup, {
    posts: (data) => referrals.toSend().map((entry) => referralPost(data, entry)),
  })

  return (
    <FormShell setup={setup} submit={submit} submitLabel={referral.submit}>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{referral.yourDetails}</legend>
        <InputField
          name="referidor_nombre"
          label={referral.yourName}
          autoComplete="name"
          defaultValue={initial.values.referidor_nombre}
        />
        <PhoneInput
          name="referidor_telefono"
          label={referral.yourPhone}
          cap={rules.phoneCap}
          defaultValue={initial.values.referidor_telefono}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{referral.referralsTitle}</legend>
        <ControlledInputField
          name="nombre"
          label={referral.referralName}
          value={draft.nombre}
          onChange={(text) => {
            const nombre = lettersAndSpaces(text)
            setDraft((value) => ({ ...value, nombre }))
          }}
        />
        <PhoneInput
          label={referral.referralPhone}
          cap={rules.phoneCap}
          value={draft.telefono}
          onChange={(telefono) => setDraft((value) => ({ ...value, telefono }))}
          autoComplete="off"
        />
        <button
          type="button"
          onClick={referrals.save}
          className="js-only min-h-11 rounded border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {referrals.editing === null ? referral.add : referral.edit}
        </button>
        {referrals.list.length === 0 ? (
          <p className="js-only text-slate-700">{referral.empty}</p>
        ) : (
          <ReferralList
            referrals={referrals.list}
            texts={referral}
            onEdit={referrals.edit}
            onDelete={referrals.remove}
          />
        )}
      </fieldset>
    </FormShell>
  )
}

/** One referral's post: the referral, with the visitor and the form's hidden fields. */
function referralPost(data: FormData, entry: Referral): FormData {
  const post = new FormData()
  post.set('nombre', entry.nombre)
  post.set('phone', entry.telefono)
  for (const key of sharedFields) post.set(key, String(data.get(key) ?? ''))
  return post
}
