'use client'

import { FormShell } from './form-kit/FormShell.client'
import {
  ConsentCheckbox,
  EmailField,
  MessageField,
  NameField,
  PhoneField,
  SituationSelect,
} from './form-kit/lead-fields.client'
import type { LeadFormSetup } from './form-kit/types'
import { useLeadSubmit } from './form-kit/use-lead-submit'

/** The general lead form (with the situation selector on the landing variants). */
export function LeadFormClient({ setup, tone }: { setup: LeadFormSetup; tone: 'light' | 'dark' }) {
  const submit = useLeadSubmit(setup)
  return (
    <FormShell setup={setup} submit={submit} tone={tone}>
      <NameField />
      <EmailField />
      <PhoneField />
      {setup.rules.kind === 'situation' && <SituationSelect required />}
      <MessageField />
      <ConsentCheckbox />
    </FormShell>
  )
}
