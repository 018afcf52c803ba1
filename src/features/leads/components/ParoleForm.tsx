import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { rulesForPost } from '../form-rules'
import { thankYouPath } from '../thank-you'
import type { LeadFlash } from '../flash'
import { formBasics } from './form-basics'
import { ParoleFormClient } from './ParoleForm.client'

const formId = 'formularioGeneral'

/** The parole landing form ('Landing Parole Español' / 'Landing Parole Inglés'). */
export async function ParoleForm({ locale, flash }: { locale: Locale; flash?: LeadFlash | null }) {
  const label = locale === 'en' ? 'Landing Parole Inglés' : 'Landing Parole Español'
  const rules = rulesForPost({ seccion: label, locale })
  const [basics, t] = await Promise.all([
    formBasics(locale, formId, flash),
    getTranslations({ locale, namespace: 'landings.parole' }),
  ])
  return (
    <ParoleFormClient
      formId={formId}
      label={label}
      rules={rules}
      thankYou={thankYouPath(locale, 'parole')}
      texts={{ ...basics.texts, email: t('email') }}
      parole={{
        married: t('married'),
        stay: t('stay'),
        yes: t('yes'),
        no: t('no'),
        notQualify: t('notQualify'),
      }}
      errors={basics.errorTexts}
      situations={basics.situations}
      initial={basics.initial}
    />
  )
}
