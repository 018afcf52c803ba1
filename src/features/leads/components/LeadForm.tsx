import type { Locale } from '@/i18n/routing'
import type { LeadFlash } from '../intake/flash'
import type { Placement } from '../intake/placements'
import { leadFormSetup } from './form-kit/form-setup'
import { LeadFormClient } from './LeadForm.client'

type Props = {
  locale: Locale
  /** Where the form is: its section label, consent preview, rules and endpoint. */
  placement: Placement
  /** A section label of its own: the YouTube video's, or the one a failed plain post sent. */
  section?: string
  /** Anchor of the form, e.g. `formularioGeneral` on the visa pages. */
  id?: string
  className?: string
  tone?: 'light' | 'dark'
  /** A campaign page's own consent preview length and thank-you page. */
  consentPreview?: number
  thankYou?: 'referral'
  /** Only on the retry page of a failed plain post: its message and the visitor's input. */
  flash?: LeadFlash | null
}

/** The general lead form of the spec, in one of its placements or landing variants. */
export async function LeadForm({ locale, placement, section, tone = 'light', ...props }: Props) {
  const formId = props.id ?? `lead-${placement}`
  const setup = await leadFormSetup({
    placement,
    locale,
    formId,
    section,
    flash: props.flash,
    consentPreview: props.consentPreview,
    thankYou: props.thankYou,
  })
  return (
    <div className={props.className}>
      <LeadFormClient setup={setup} tone={tone} />
    </div>
  )
}
