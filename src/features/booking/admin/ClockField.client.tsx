'use client'
import { SelectInput, useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { Fragment, useMemo } from 'react'
import { wallClock } from '@/lib/time-words'
import { useBackwardsTime } from './use-backwards-time'

/** Every half hour of the day, "00:00" … "23:30", and the last minute "23:59" (end of day). */
const halfHours = [
  ...Array.from({ length: 48 }, (_, index) => {
    const hours = String(Math.floor(index / 2)).padStart(2, '0')
    return `${hours}:${index % 2 ? '30' : '00'}`
  }),
  '23:59',
]

/**
 * A wall-clock time ("HH:MM", stored as before) picked from a list of half hours written in
 * the admin's language: "9:00 a. m." in Spanish, "9:00 AM" in English. A stored time off the
 * half hours (typed before the list existed) stays in the list, so a save keeps it.
 */
export const ClockField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n, t } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'es'
  const {
    customComponents: { AfterInput, BeforeInput, Description, Label } = {},
    disabled,
    errorMessage,
    path,
    setValue,
    showError,
    value,
  } = useField<string>({ potentiallyStalePath: pathFromProps })
  const options = useMemo(() => {
    const times = value && !halfHours.includes(value) ? [...halfHours, value].sort() : halfHours
    return times.map((time) => ({ value: time, label: wallClock(time, language) }))
  }, [language, value])
  const width = field.admin?.width
  const backwards = useBackwardsTime(path, field.name, value)
  // The reason a time is refused ("To" not after "From" as soon as it is picked, else the
  // server's), written out under the list: Payload's error tooltip is one line cut to three
  // quarters of the field, so a 20% column showed only its first words. An empty Error
  // replaces that tooltip.
  const message = backwards
    ? (t as (key: string) => string)('bookingSetup:timeOrder')
    : showError
      ? errorMessage
      : undefined
  const error = message ? (
    <p className="booking-setup__error" id={`${path}-error`} role="alert">
      {message}
    </p>
  ) : null
  return (
    <SelectInput
      AfterInput={
        <>
          {AfterInput}
          {error}
        </>
      }
      BeforeInput={BeforeInput}
      className="booking-setup__clock"
      Description={Description}
      description={field.admin?.description}
      Error={<Fragment />}
      isClearable={false}
      Label={Label}
      label={field.label}
      name={field.name}
      onChange={(option) => {
        if (option && !Array.isArray(option)) setValue((option as { value: string }).value)
      }}
      options={options}
      path={path}
      readOnly={readOnly || disabled}
      required={field.required}
      showError={showError || backwards}
      style={width ? ({ '--field-width': width } as React.CSSProperties) : { flex: '1 1 auto' }}
      value={value ?? ''}
    />
  )
}
