import { cookies } from 'next/headers'
import { QuestionnairePage } from '@/features/questionnaires/page/QuestionnairePage'
import { questionnaireView } from '@/features/questionnaires/page/view'
import { questionnaireTexts } from '@/features/questionnaires/texts'
import { csrfCookie, tokenFor } from '@/lib/http/csrf'
import { payloadClient } from '@/lib/payload/payload'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

// One visitor's answers behind a signed link: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[]>> }

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  // The link is in the address: no other site is told it.
  return {
    title: questionnaireTexts(locale).title,
    robots: { index: false, follow: false },
    referrer: 'no-referrer' as const,
  }
}

/** `/cuestionario?enlace=…` (`/en/questionnaire?enlace=…`): the questionnaire before the call. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  // A repeated parameter is not ours: only single values are read.
  const single = Object.entries(await searchParams).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  const query = new URLSearchParams(single)
  const view = await questionnaireView(await payloadClient(), { locale, params: query })
  const nonce = (await cookies()).get(csrfCookie)?.value
  const title =
    view.kind === 'step' || view.kind === 'summary' || view.kind === 'done'
      ? view.questionnaire.title
      : questionnaireTexts(locale).title
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <QuestionnairePage
        view={view}
        locale={locale}
        token={query.get('enlace') ?? ''}
        csrf={nonce ? tokenFor(nonce) : null}
      />
    </section>
  )
}
