import type { I18n } from '@payloadcms/translations'
import Link from 'next/link'
import { e164Digits, optionText, selectField } from '@/features/leads'
import { Bookings } from '../bookings.collection'
import type { PlacedCall } from './calendar-grid'
import { callTime, calendarText } from './calendar-text'
import { markCallOutcome } from './mark-outcome'

type Props = { call: PlacedCall; i18n: I18n; timeZone: string; back: string }

const statusField = selectField(Bookings.fields, 'status')

/**
 * One call in the calendar: its time on the firm's clock, the lead (a link to it), the phone
 * (tap to call) and the status; a booked call gets two small forms to mark it done or no-show,
 * which come back to the same calendar page.
 */
export function CallCard({ call, i18n, timeZone, back }: Props) {
  const time = callTime(call.start, i18n.language, timeZone)
  const digits = e164Digits(call.phone)
  const vars = { name: call.leadName, time }
  const outcome = (status: 'done' | 'no-show') => (
    <form action={markCallOutcome}>
      <input type="hidden" name="booking" value={call.id} />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        className="btn btn--size-small btn--style-secondary"
        aria-label={calendarText(
          i18n,
          status === 'done' ? 'calendar:markDoneLabel' : 'calendar:markNoShowLabel',
          vars,
        )}
      >
        {calendarText(i18n, status === 'done' ? 'calendar:markDone' : 'calendar:markNoShow')}
      </button>
    </form>
  )
  return (
    <div className={`calls-calendar__call calls-calendar__call--${call.status}`}>
      <time dateTime={call.start} className="calls-calendar__time">
        {time}
      </time>
      <Link href={`/admin/collections/leads/${call.leadId}`}>{call.leadName}</Link>
      {digits ? <a href={`tel:+${digits}`}>{call.phone}</a> : null}
      <span>
        {calendarText(i18n, 'calendar:status', {
          status: optionText(statusField, call.status, i18n.language),
        })}
      </span>
      <Link href={`/admin/collections/leads/${call.leadId}#field-questionnaire`}>
        {calendarText(
          i18n,
          call.questionnaire === 'submitted'
            ? 'calendar:questionnaireSubmitted'
            : call.questionnaire === 'started'
              ? 'calendar:questionnaireStarted'
              : 'calendar:questionnaireNone',
        )}
      </Link>
      {call.status === 'booked' ? (
        <div className="calls-calendar__actions">
          {outcome('done')}
          {outcome('no-show')}
        </div>
      ) : null}
    </div>
  )
}
