import type { Locale } from '@/i18n/routing'
import { rulesForPost } from '../form-rules'
import { placements, sectionLabel, type Placement } from '../placements'
import { thankYouPath } from '../thank-you'
import type { LeadFlash } from '../flash'
import { formBasics } from './form-basics'
import { LeadFormClient } from './LeadForm.client'

type Props = {
  locale: Locale
  /** One of the spec's placements of the general form (sets the section label). */
  placement?: Placement
  /** Landing forms: their own section label instead of a placement's. */
  section?: string
  /** Landing forms that require a situation post to this endpoint or to `agregar`. */
  endpoint?: 'agregar' | 'tramcase'
  consentPreview?: number
  /** Anchor of the form, e.g. `formularioGeneral` on the visa pages. */
  id?: string
  className?: string
  tone?: 'light' | 'dark'
  /** Only on the retry page of a failed plain post: its message and the visitor's input. */
  flash?: LeadFlash | null
}

/** The general lead form of the spec, in one of its placements or landing variants. */
export async function LeadForm(props: Props) {
  const { locale, placement, endpoint = 'agregar', tone = 'light' } = props
  const formId = props.id ?? `lead-${placement ?? 'landing'}`
  const label = props.section ?? sectionLabel(placement ?? 'contact', locale)
  const rules = rulesForPost({ seccion: label, locale }, { endpoint })
  const basics = await formBasics(locale, formId, props.flash)

  return (
    <div className={props.className}>
      <LeadFormClient
        formId={formId}
        action={`/api/prospecto/${endpoint}`}
        label={label}
        rules={rules}
        thankYou={thankYouPath(locale, rules.kind)}
        thankEvenOnError={placement === 'footer' && locale === 'es'}
        consentPreview={props.consentPreview ?? placements[placement ?? 'contact'].consentPreview}
        tone={tone}
        texts={basics.texts}
        errors={basics.errorTexts}
        situations={basics.situations}
        initial={basics.initial}
      />
    </div>
  )
}
