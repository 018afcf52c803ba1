'use client'

import { useEffect, useState } from 'react'

type Props = { note: string; link: string }

/** The admin's booking settings, where an admin gives agents their hours. */
const settingsHref = '/admin/globals/booking-settings'
const leadWorkerRoles = ['admin', 'agent']

/**
 * Whether the browser holds the session of a staff member who works leads and no agent has
 * booking hours yet. Asked from the browser so the page stays cached and the same for every
 * visitor: a visitor's `users/me` answers `{ user: null }` (200, no cookie set) and nothing more
 * is asked; only a lead worker's session reads the settings preview (403 for anyone else).
 */
async function staffSeesNoHours(): Promise<boolean> {
  const me = await fetch('/cms/api/users/me', { cache: 'no-store' })
  if (!me.ok) return false
  const { user } = (await me.json()) as { user?: { roles?: string[] } | null }
  if (!user?.roles?.some((role) => leadWorkerRoles.includes(role))) return false
  const preview = await fetch('/cms/api/globals/booking-settings/preview', { cache: 'no-store' })
  if (!preview.ok) return false
  const { hasAvailability } = (await preview.json()) as { hasAvailability?: boolean }
  return hasAvailability === false
}

/**
 * First run, for staff only: "visitors cannot book yet" and the way to the booking settings,
 * when no agent has hours (a fresh install without the sample hours, or all removed).
 */
export function StaffBookingNote({ note, link }: Props) {
  const [show, setShow] = useState(false)
  useEffect(() => {
    let current = true
    staffSeesNoHours()
      .then((noHours) => {
        if (current && noHours) setShow(true)
      })
      // A failed check shows nothing: the note is a help for staff, never in a visitor's way.
      .catch(() => {})
    return () => {
      current = false
    }
  }, [])
  if (!show) return null
  return (
    <div
      role="note"
      data-staff-booking-note
      className="mb-4 rounded border border-amber-300 bg-amber-50 p-4 text-slate-800"
    >
      <p>{note}</p>
      <a
        href={settingsHref}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-900 underline"
      >
        {link}
      </a>
    </div>
  )
}
