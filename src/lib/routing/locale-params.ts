import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { routing, type Locale } from '@/i18n/routing'
import { safeDecode } from './safe-decode'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** Reads and checks the locale segment, and tells next-intl which one this request renders. */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}

export type NameParams = { params: Promise<{ locale: string; name: string }> }

/** The locale and the decoded `[name]` segment of a person's route. */
export async function resolveName(params: NameParams['params']) {
  const locale = await resolveLocale(params)
  return { locale, name: safeDecode((await params).name) }
}
