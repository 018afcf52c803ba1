import { getTranslations } from 'next-intl/server'
import { PhoneIcon, WhatsappIcon } from '@/ui/icons'
import { Paragraphs } from '@/ui/Paragraphs'
import { Section } from '@/ui/Section'
import { callLink } from '../call-link'
import type { BlockProps } from '../types'

const button =
  'inline-flex min-h-11 items-center gap-2 rounded px-5 py-3 font-semibold uppercase tracking-wide'

/** Call and WhatsApp buttons with the firm's new-cases phone and WhatsApp link. */
export async function ContactButtonsBlock({
  block,
  locale,
  firm,
  id,
}: BlockProps<'contactButtons'>) {
  const t = await getTranslations({ locale, namespace: 'campaignPage' })
  const call = callLink(firm, t('call'))
  const whatsapp = firm.social?.whatsapp
    ? { href: firm.social.whatsapp, label: t('whatsapp') }
    : null
  return (
    <Section id={id} title={block.heading || t('contactTitle')} tone="dark">
      <div className="mb-6 max-w-3xl space-y-2 text-lg">
        <Paragraphs text={block.text ?? ''} />
      </div>
      <div className="flex flex-wrap gap-4">
        <a
          href={call.href}
          data-cta="call"
          className={`${button} bg-accent-600 text-white hover:bg-accent-500`}
        >
          <PhoneIcon width={20} height={20} />
          {call.label}
        </a>
        {whatsapp && (
          <a
            href={whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button} bg-white text-brand-900 hover:bg-slate-100`}
          >
            <WhatsappIcon width={20} height={20} />
            {whatsapp.label}
          </a>
        )}
      </div>
    </Section>
  )
}
