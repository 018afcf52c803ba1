'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from '@/lib/payload/payload'
import { calendarPath } from './calendar-query'

const outcomes = ['done', 'no-show'] as const

/** Back to the calendar page the form came from, never elsewhere (no open redirect). */
function backTo(value: FormDataEntryValue | null, result: 'saved' | 'failed') {
  const back =
    typeof value === 'string' && value.startsWith(`${calendarPath}?`) ? value : calendarPath
  const url = new URL(back, 'http://calendar.invalid')
  url.searchParams.set('result', result)
  return `${url.pathname}${url.search}`
}

/**
 * A call marked done or no-show from the calendar (a plain form post, Next's server action:
 * it works without JavaScript, and Next refuses a post from another origin). The update runs as
 * the signed-in user through Payload, so the collection's access rules and the no-show hook
 * (one rebooking text) apply as in the edit view.
 */
export async function markCallOutcome(form: FormData) {
  const status = form.get('status')
  const id = Number(form.get('booking'))
  let result: 'saved' | 'failed' = 'failed'
  if (outcomes.includes(status as (typeof outcomes)[number]) && Number.isInteger(id)) {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    result = await payload
      .update({
        collection: 'bookings',
        id,
        data: { status: status as (typeof outcomes)[number] },
        user,
        overrideAccess: false,
        depth: 0,
      })
      .then(() => 'saved' as const)
      .catch(() => 'failed' as const)
  }
  redirect(backTo(form.get('back'), result))
}
