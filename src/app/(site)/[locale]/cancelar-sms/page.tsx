import { blockRoute } from '@/features/marketing/block-route'
import { LegalPage } from '@/features/marketing/components/LegalPage'
import { SmsOptOutForm } from '@/features/leads/components/SmsOptOutForm'
import type { LocaleParams } from '@/lib/routing/locale-params'

const page = blockRoute('/cancelar-sms', 'smsUnsubscribe', 'legal.smsUnsubscribe', LegalPage)
export const generateMetadata = page.generateMetadata

export default async function Page(props: LocaleParams) {
  const { locale } = await props.params
  return (
    <>
      {await page.Page(props)}
      <SmsOptOutForm locale={locale === 'en' ? 'en' : 'es'} />
    </>
  )
}
