'use client'
import { useField, useTranslation } from '@payloadcms/ui'
import type { BookingSetupTexts } from './setup-texts'

const mondayToFriday = ['mon', 'tue', 'wed', 'thu', 'fri']

type Key = `bookingSetup:${keyof BookingSetupTexts}`

/**
 * Under an availability row's days (Payload's own multi-select): one button that picks Monday
 * to Friday at once, instead of five picks.
 */
export function WeekdaysShortcut({ path, readOnly }: { path: string; readOnly?: boolean }) {
  const { setValue } = useField<string[]>({ path })
  const { t } = useTranslation()
  const text = (key: Key) => (t as (key: string) => string)(key)
  return (
    <button
      type="button"
      className="booking-setup__weekdays"
      title={text('bookingSetup:weekdaysShortcutLabel')}
      disabled={readOnly}
      onClick={() => setValue([...mondayToFriday])}
    >
      {text('bookingSetup:weekdaysShortcut')}
    </button>
  )
}
