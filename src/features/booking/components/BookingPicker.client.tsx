'use client'

import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { bookingTokenStorageKey } from '@/lib/booking-handoff'
import type { Locale } from '@/i18n/routing'
import { clockTime, withZone, zoneWordsFrom } from '@/lib/time-words'
import { withTime } from './sentence'

export type PickerTexts = Record<
  | 'zone'
  | 'times'
  | 'day'
  | 'noTimes'
  | 'noSlots'
  | 'confirm'
  | 'loading'
  | 'taken'
  | 'expired'
  | 'error'
  | 'booked'
  | 'bookedFor'
  | 'otherZone'
  | 'manage'
  | 'addToCalendar'
  | 'questionnaire'
  | 'questionnaireButton',
  string
>

type Slot = { start: string; end: string }
type Booked = { start: string; manageUrl: string; questionnaireUrl?: string }
type Props = {
  locale: Locale
  firmZone: string
  /** label: the list's "Centro (Chicago, Houston)"; words: the plain "hora del Centro". */
  zones: { value: string; label: string; words: string }[]
  texts: PickerTexts
  /** The plain form, shown without JavaScript or without a token in this tab. */
  children: ReactNode
  /** A call, WhatsApp and the way home (BookingHelp), shown when the picker cannot go on. */
  help: ReactNode
}

const dateTag = { es: 'es-US', en: 'en-US' } as const

// Read in the browser only (the server renders the plain form): nothing to subscribe to.
const noSubscription = () => () => {}

function detectedZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(bookingTokenStorageKey)
  } catch {
    return null
  }
}

/** The interactive picker: the visitor's zone (detected, changeable), days, times, one click. */
export function BookingPickerClient({ locale, firmZone, zones, texts, children, help }: Props) {
  const token = useSyncExternalStore(noSubscription, storedToken, () => null)
  const detected = useSyncExternalStore(noSubscription, detectedZone, () => null)
  const [chosenZone, setZone] = useState<string | null>(null)
  const zone = chosenZone ?? detected ?? firmZone
  const [answer, setAnswer] = useState<{ zone: string; slots: Slot[] } | null>(null)
  const [day, setDay] = useState('')
  const [start, setStart] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [booked, setBooked] = useState<Booked | null>(null)
  // An expired link, a phone at its limit or a failure: no booking here, the help shows.
  const [stuck, setStuck] = useState(false)
  const slots = answer?.zone === zone ? answer.slots : null
  const setSlots = (list: Slot[]) => setAnswer({ zone, slots: list })

  useEffect(() => {
    if (!token) return
    let cancelled = false
    fetch(`/api/booking/slots?${new URLSearchParams({ tz: zone, days: '7' })}`, {
      cache: 'no-store',
    })
      .then((response) => response.json())
      .then((body) => !cancelled && setAnswer({ zone, slots: body.slots ?? [] }))
      .catch(() => {
        if (cancelled) return
        setMessage(texts.error)
        setStuck(true)
      })
    return () => {
      cancelled = true
    }
  }, [token, zone, texts.error])

  const days = useMemo(() => groupByDay(slots ?? []), [slots])
  const shownDay = days.has(day) ? day : ([...days.keys()][0] ?? '')
  const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(dateTag[locale], { timeZone: zone, ...options }).format(new Date(iso))

  if (!token) return <>{children}</>

  async function confirm() {
    if (!start || busy) return
    setBusy(true)
    setMessage('')
    const outcome = await postBooking({ token: token!, start, timeZone: zone, locale })
    setBusy(false)
    if (outcome.kind === 'booked') return setBooked(outcome.booking)
    if (outcome.kind === 'taken') {
      setSlots(outcome.slots)
      setStart('')
    } else setStuck(true)
    setMessage(outcome.message || (outcome.kind === 'taken' ? texts.taken : texts.error))
  }

  if (booked) {
    const names = Object.fromEntries(zones.map((choice) => [choice.value, choice.words]))
    const time = withZone(
      clockTime(new Date(booked.start), zone, locale),
      zoneWordsFrom(names, texts.otherZone, zone),
    )
    const when = `${format(booked.start, { dateStyle: 'full' })}, ${time}`
    return (
      <div className="mt-4 rounded border-l-4 border-green-700 bg-green-50 p-4" role="status">
        <p className="text-lg font-bold text-green-900">{texts.booked}</p>
        <p className="mt-1">{withTime(texts.bookedFor, when)}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <a className="font-semibold text-brand-700 underline" href={booked.manageUrl}>
            {texts.manage}
          </a>
          <a
            className="font-semibold text-brand-700 underline"
            href={`${booked.manageUrl}/invite.ics`}
          >
            {texts.addToCalendar}
          </a>
        </p>
        {booked.questionnaireUrl ? (
          <div className="mt-4" data-questionnaire>
            <p>{texts.questionnaire}</p>
            <a
              className="mt-2 inline-flex min-h-11 items-center rounded bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-500"
              href={booked.questionnaireUrl}
            >
              {texts.questionnaireButton}
            </a>
          </div>
        ) : null}
      </div>
    )
  }

  const zoneChoices = zones.some((z) => z.value === zone)
    ? zones
    : [{ value: zone, label: zone.replace(/_/g, ' '), words: '' }, ...zones]
  const dayStarts = days.get(shownDay) ?? []
  return (
    <div className="mt-4">
      <label htmlFor="booking-zone" className="lead-label block">
        {texts.zone}
      </label>
      <select
        id="booking-zone"
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        className="lead-input mt-1 w-full"
      >
        {zoneChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {message ? (
        <p
          role="alert"
          className="mt-3 rounded border-l-4 border-accent-600 bg-red-50 px-3 py-2 font-semibold text-accent-600"
        >
          {message}
        </p>
      ) : null}
      {slots === null ? (
        <p className="mt-4" role="status">
          {texts.loading}
        </p>
      ) : days.size === 0 ? (
        <p className="mt-4">{texts.noSlots}</p>
      ) : (
        <>
          <div role="group" aria-label={texts.day} className="mt-4 flex gap-2 overflow-x-auto pb-2">
            {[...days.keys()].map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={key === shownDay}
                onClick={() => {
                  setDay(key)
                  setStart('')
                }}
                className="min-h-11 shrink-0 rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {format(days.get(key)![0].start, {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                })}
              </button>
            ))}
          </div>
          <fieldset className="mt-3">
            <legend className="lead-label">
              {texts.times} ·{' '}
              {format(dayStarts[0]?.start ?? '', {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
              })}
            </legend>
            <div className="mt-2 grid grid-cols-2 gap-2 min-[25rem]:grid-cols-3 md:grid-cols-5">
              {dayStarts.map((slot) => (
                <label
                  key={slot.start}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded border border-brand-700 bg-white px-2 font-semibold whitespace-nowrap text-brand-800 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="booking-start"
                    value={slot.start}
                    checked={start === slot.start}
                    onChange={() => setStart(slot.start)}
                    className="sr-only"
                  />
                  {clockTime(new Date(slot.start), zone, locale)}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            onClick={confirm}
            disabled={!start || busy}
            className="mt-4 inline-flex min-h-11 items-center rounded bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-500 disabled:opacity-60"
          >
            {busy ? texts.loading : texts.confirm}
          </button>
        </>
      )}
      {stuck || (slots !== null && days.size === 0) ? help : null}
    </div>
  )
}

/** Slots by the visitor's local date: the ISO string's date is the zone's (it carries the offset). */
function groupByDay(slots: Slot[]) {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const key = slot.start.slice(0, 10)
    days.set(key, [...(days.get(key) ?? []), slot])
  }
  return days
}

type Outcome =
  | { kind: 'booked'; booking: Booked }
  | { kind: 'taken'; slots: Slot[]; message?: string }
  | { kind: 'failed'; message?: string }

async function postBooking(fields: {
  token: string
  start: string
  timeZone: string
  locale: Locale
}): Promise<Outcome> {
  try {
    const csrf = await fetch('/csrf-token', { credentials: 'same-origin', cache: 'no-store' })
    const { token } = await csrf.json()
    const response = await fetch('/api/booking', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...fields, _token: token }),
    })
    const body = await response.json().catch(() => ({}))
    if (response.status === 201) {
      return {
        kind: 'booked',
        booking: { ...body.booking, questionnaireUrl: body.questionnaireUrl },
      }
    }
    if (response.status === 409)
      return { kind: 'taken', slots: body.slots ?? [], message: body.message }
    return { kind: 'failed', message: body.message }
  } catch {
    return { kind: 'failed' }
  }
}
