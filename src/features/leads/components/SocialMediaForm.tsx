import { getTranslations } from 'next-intl/server'
import { payloadClient } from '@/lib/payload/payload'
import { socialAgentNames } from '../social-team.global'
import { catalogTexts, leadFormSetup } from './form-kit/form-setup'
import { SocialMediaFormClient } from './SocialMediaForm.client'

const formId = 'formularioRedesSociales'

const keys = [
  'agent',
  'agentPlaceholder',
  'source',
  'type',
  'typeInm',
  'typePi',
  'link',
  'canCallNow',
  'referred',
  'videoCall',
  'directed',
  'success',
] as const

/** The social-media team's lead form (section 'Social Media'), Spanish only as in the spec. */
export async function SocialMediaForm() {
  const locale = 'es'
  const [setup, t, agents] = await Promise.all([
    leadFormSetup({ placement: 'socialMedia', locale, formId }),
    getTranslations({ locale, namespace: 'socialForm' }),
    payloadClient().then(socialAgentNames),
  ])
  const texts = { ...setup.texts, ...catalogTexts(t, ['name', 'phone', 'submit'] as const) }
  return (
    <SocialMediaFormClient
      setup={{ ...setup, texts }}
      social={catalogTexts(t, keys)}
      agents={agents}
    />
  )
}
