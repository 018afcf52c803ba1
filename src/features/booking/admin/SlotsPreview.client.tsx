'use client'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { clockTime } from '@/lib/time-words'
import type { BookingPreview } from '../setup/preview'
import type { BookingSetupTexts } from './setup-texts'

type Key = `bookingSetup:${keyof BookingSetupTexts}`
/** The answer for the settings saved at `savedAt`: the preview, or null when it failed. */
type Answer = { savedAt: string | undefined; preview: BookingPreview | null }

/** "lunes, 30 de noviembre" / "Monday, November 30": one of the firm's dates (YYYY-MM-DD). */
const dayLabel = (date: string, language: 'es' | 'en') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-US', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`))

/**
 * On the booking settings: the times visitors would be offered over the picker's next bookable
 * days, per day, as the server's slot computation gives them for the saved settings (the
 * Intake schedule's hours and holidays included), with a note when the schedule takes times
 * away. Fetched again after each save.
 */
export function SlotsPreview() {
  const { config } = useConfig()
  const { savedDocumentData } = useDocumentInfo()
  const { i18n, t } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'es'
  const text = (key: Key, vars?: Record<string, unknown>) =>
    (t as (key: string, vars?: Record<string, unknown>) => string)(key, vars)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const savedAt = savedDocumentData?.updatedAt as string | undefined
  useEffect(() => {
    let current = true
    fetch(`${config.serverURL}${config.routes.api}/globals/booking-settings/preview`, {
      credentials: 'include',
      cache: 'no-store',
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((preview: BookingPreview) => current && setAnswer({ savedAt, preview }))
      .catch(() => current && setAnswer({ savedAt, preview: null }))
    return () => {
      current = false
    }
  }, [config.serverURL, config.routes.api, savedAt])

  const loading = !answer || answer.savedAt !== savedAt
  const preview = loading ? null : answer.preview
  return (
    <section className="booking-preview field-type" aria-labelledby="booking-preview-title">
      <h3 id="booking-preview-title" className="booking-preview__title">
        {text('bookingSetup:previewTitle')}
      </h3>
      <p className="booking-preview__hint">
        {text('bookingSetup:previewHint', { zone: preview?.timeZone ?? '…' })}
      </p>
      <div aria-live="polite">
        {loading && <p>{text('bookingSetup:previewLoading')}</p>}
        {!loading && !preview && <p role="alert">{text('bookingSetup:previewFailed')}</p>}
        {preview && !preview.hasAvailability && (
          <p className="booking-preview__note">{text('bookingSetup:previewNoAvailability')}</p>
        )}
        {preview && preview.hasAvailability && !preview.days.length && (
          <p className="booking-preview__note">{text('bookingSetup:previewEmpty')}</p>
        )}
        {preview && preview.closedByScheduleCount > 0 && (
          <p className="booking-preview__note">
            {text('bookingSetup:previewNarrowed', { count: preview.closedByScheduleCount })}
          </p>
        )}
        {preview && preview.days.length > 0 && (
          <dl className="booking-preview__days">
            {preview.days.map((day) => (
              <div key={day.date} className="booking-preview__day">
                <dt>
                  {dayLabel(day.date, language)}{' '}
                  <span className="booking-preview__count">
                    ({text('bookingSetup:previewTimes', { count: day.starts.length })})
                  </span>
                </dt>
                <dd>
                  {day.starts
                    .map((start) => clockTime(new Date(start), preview.timeZone, language))
                    .join(' · ')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  )
}
