import { getTranslations } from 'next-intl/server'
import { payloadClient } from '@/lib/payload/payload'
import { rulesForPost } from '../form-rules'
import { socialAgentNames } from '../social-team.global'
import { formBasics } from './form-basics'
import { SocialMediaFormClient, type SocialFormTexts } from './SocialMediaForm.client'

const formId = 'formularioRedesSociales'

const keys = [
  'name',
  'phone',
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
  'submit',
] as const

/** The social-media team's lead form (section 'Social Media'), Spanish only as in the spec. */
export async function SocialMediaForm() {
  const locale = 'es'
  const [basics, t, agents] = await Promise.all([
    formBasics(locale, formId),
    getTranslations({ locale, namespace: 'socialForm' }),
    payloadClient().then(socialAgentNames),
  ])
  const texts: SocialFormTexts = {
    ...basics.texts,
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<
      (typeof keys)[number],
      string
    >),
  }
  return (
    <SocialMediaFormClient
      formId={formId}
      action="/api/prospecto/socialmedia"
      label="Social Media"
      rules={rulesForPost({}, { endpoint: 'socialmedia' })}
      agents={agents}
      texts={texts}
      errors={basics.errorTexts}
    />
  )
}
