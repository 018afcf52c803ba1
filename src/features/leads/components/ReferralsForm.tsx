import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { rulesForPost } from '../form-rules'
import { thankYouPath } from '../thank-you'
import type { LeadFlash } from '../flash'
import { formBasics } from './form-basics'
import { ReferralsFormClient } from './ReferralsForm.client'

const formId = 'formularioReferidos'

/** The referrals landing form (section 'Referidos'). */
export async function ReferralsForm({
  locale,
  flash,
}: {
  locale: Locale
  flash?: LeadFlash | null
}) {
  const label = 'Referidos'
  const rules = rulesForPost({ seccion: label, locale })
  const [basics, t] = await Promise.all([
    formBasics(locale, formId, flash),
    getTranslations({ locale, namespace: 'landings.referrals' }),
  ])
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
  return (
    <ReferralsFormClient
      formId={formId}
      label={label}
      rules={rules}
      thankYou={thankYouPath(locale, 'referral')}
      texts={basics.texts}
      errors={basics.errorTexts}
      initial={basics.initial}
      referral={{
        ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<
          (typeof keys)[number],
          string
        >),
        editEntry: t.raw('editEntry') as string,
        deleteEntry: t.raw('deleteEntry') as string,
      }}
    />
  )
}
