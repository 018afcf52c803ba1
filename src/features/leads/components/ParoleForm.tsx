import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { LeadFlash } from '../intake/flash'
import { catalogTexts, leadFormSetup } from './form-kit/form-setup'
import { ParoleFormClient } from './ParoleForm.client'

const formId = 'formularioGeneral'

/** The parole landing form ('Landing Parole Español' / 'Landing Parole Inglés'). */
export async function ParoleForm({ locale, flash }: { locale: Locale; flash?: LeadFlash | null }) {
  const [setup, t] = await Promise.all([
    leadFormSetup({ placement: 'parole', locale, formId, flash }),
    getTranslations({ locale, namespace: 'landings.parole' }),
  ])
  return (
    <ParoleFormClient
      setup={{ ...setup, texts: { ...setup.texts, email: t('email') } }}
      parole={catalogTexts(t, ['married', 'stay', 'yes', 'no', 'notQualify'] as const)}
    />
  )
}
