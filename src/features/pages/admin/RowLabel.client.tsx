'use client'
import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'
import type { AdminText } from '@/lib/admin-label'

type Props = {
  /** The row's fields whose text names it, the first filled one shown. */
  names: string[]
  /** What the row is ("Tarjetas", "Pregunta"): a block's pill, an array row's fallback. */
  kind: AdminText
  /** Shown for a block whose fields are all empty (instead of Payload's "Sin título"). */
  empty?: AdminText
}

/**
 * A campaign page's section or list row named by what the visitor reads: the block's heading
 * (or the question, the card's title), not an editable "Sin título". A block keeps its number
 * and type pill; a row with nothing typed yet falls back to its kind and number ("Pregunta 02").
 */
export function HeadingRowLabel({ names, kind, empty }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'es'
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const named = names
    .map((name) => data?.[name])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '')
  if (!empty) return <span>{named ?? `${kind[language]} ${number}`}</span>
  return (
    <span className="page-row-label">
      <span className="page-row-label__number">{number}</span>
      <Pill pillStyle="white" size="small">
        {kind[language]}
      </Pill>
      <span className={named ? 'page-row-label__text' : 'page-row-label__empty'}>
        {named ?? empty[language]}
      </span>
    </span>
  )
}
