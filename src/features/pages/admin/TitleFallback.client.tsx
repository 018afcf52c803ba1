'use client'
import {
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useFormFields,
  useLocale,
  useTranslation,
} from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { AdminText } from '@/lib/admin-label'

/** The mark after the other language's title, by that language, in the admin's language. */
type Props = { suffix: Record<'es' | 'en', AdminText> }

/**
 * The page's heading in a language it has no title in yet: Payload shows the page's number ("3");
 * this shows its title in the other language, marked as such ("Parole en familia (título en
 * español)"). Renders nothing itself.
 */
export function TitleFallback({ suffix }: Props) {
  const { id } = useDocumentInfo()
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { setDocumentTitle } = useDocumentTitle()
  const title = useFormFields(([fields]) => fields.title?.value)
  const [other, setOther] = useState<{ id: typeof id; code: string; title: string } | null>(null)
  const otherCode = code === 'es' ? 'en' : 'es'
  const empty = typeof title !== 'string' || title.trim() === ''

  useEffect(() => {
    if (!empty || id === undefined || id === null) return
    let cancelled = false
    const query = new URLSearchParams({ locale: otherCode, depth: '0', draft: 'true' })
    fetch(`${config.serverURL}${config.routes.api}/pages/${id}?${query}`, {
      credentials: 'include',
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc) => {
        if (!cancelled && typeof doc?.title === 'string' && doc.title.trim()) {
          setOther({ id, code: otherCode, title: doc.title })
        }
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [empty, id, otherCode, config.serverURL, config.routes.api])

  const shown =
    empty && other && other.id === id && other.code === otherCode
      ? `${other.title} ${suffix[otherCode][i18n.language === 'en' ? 'en' : 'es']}`
      : null
  useEffect(() => {
    if (!shown) return
    // After Payload's own title (set on the next frame when the field changes), not before it.
    const frame = requestAnimationFrame(() => setDocumentTitle(shown))
    return () => cancelAnimationFrame(frame)
  }, [shown, setDocumentTitle])
  return null
}
