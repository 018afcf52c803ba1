'use client'

import { useState } from 'react'
import { FormShell } from './form-kit/FormShell.client'
import {
  ConsentCheckbox,
  EmailField,
  NameField,
  PhoneField,
  SituationSelect,
} from './form-kit/lead-fields.client'
import { RadioGroup } from './form-kit/RadioGroup.client'
import type { LeadFormSetup } from './form-kit/types'
import { useLeadSubmit } from './form-kit/use-lead-submit'

export type ParoleTexts = {
  married: string
  stay: string
  yes: string
  no: string
  notQualify: string
}

/**
 * The parole landing form: the situation selector and the does-not-qualify note appear only when
 * either question is answered no.
 */
export function ParoleFormClient({ setup, parole }: { setup: LeadFormSetup; parole: ParoleTexts }) {
  const submit = useLeadSubmit(setup)
  const [married, setMarried] = useState(setup.initial.values.casado ?? '')
  const [stay, setStay] = useState(setup.initial.values.estancia ?? '')
  const yesNo = [
    { value: 'si', label: parole.yes },
    { value: 'no', label: parole.no },
  ]
  return (
    <FormShell setup={setup} submit={submit}>
      <NameField />
      <RadioGroup
        name="casado"
        legend={parole.married}
        options={yesNo}
        value={married}
        onChange={setMarried}
      />
      <RadioGroup
        name="estancia"
        legend={parole.stay}
        options={yesNo}
        value={stay}
        onChange={setStay}
      />
      <PhoneField />
      <EmailField />
      {(married === 'no' || stay === 'no') && (
        <div className="space-y-2">
          <p className="rounded bg-amber-50 px-3 py-2 text-amber-900">{parole.notQualify}</p>
          <SituationSelect />
        </div>
      )}
      <ConsentCheckbox />
    </FormShell>
  )
}
