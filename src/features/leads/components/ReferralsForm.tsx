import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { LeadFlash } from '../intake/flash'
import { catalogTexts, leadFormSetup } from './form-kit/form-setup'
import { ReferralsFormClient } from './ReferralsForm.client'

const formId = 'formularioReferidos'

const keys = [
  'yourDetails',
  'yourName',
  'yourPhone',
  'referralsTitle',
  'referralName',
  'referralPhone',
  'add',
  'edit',
  'empty',
  'submit',
] as const

/** The referrals landing form (section 'Referidos'). */
export async function ReferralsForm(props: { locale: Locale; flash?: LeadFlash | null }) {
  const { locale, flash } = props
  const [setup, t] = await Promise.all([
    leadFormSetup({ placement: 'referrals', locale, formId, flash }),
    getTranslations({ locale, namespace: 'landings.referrals' }),
  ])
  return (
    <ReferralsFormClient
      setup={setup}
      referral={{
        ...catalogTexts(t, keys),
        // With their {name} placeholder, filled in by the browser per entry.
        editEntry: t.raw('editEntry') as string,
        deleteEntry: t.raw('deleteEntry') as string,
      }}
    />
  )
}
