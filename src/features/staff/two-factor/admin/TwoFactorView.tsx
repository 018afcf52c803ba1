import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { twoFactorTextsEn, twoFactorTextsEs } from '../../texts'
import { TwoFactorScreen } from './TwoFactorScreen.client'

/**
 * /admin/two-factor: enrolment (QR code, key as text, recovery codes) or the login's second
 * step. Staff whose session has not passed it are sent here by TwoFactorGate; the screen itself
 * talks to the /cms/api/users/two-factor endpoints.
 */
export function TwoFactorView({ initPageResult }: AdminViewServerProps) {
  const { i18n } = initPageResult.req
  const texts = i18n.language === 'en' ? twoFactorTextsEn : twoFactorTextsEs
  return (
    <MinimalTemplate>
      <TwoFactorScreen texts={texts} />
    </MinimalTemplate>
  )
}
