import { count, eq } from 'drizzle-orm'
import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'
import { rawDatabase } from '@/lib/payload/raw-database'

type Place = 'shifts' | 'bookingHours' | 'daysOff' | 'bookings'

/**
 * The rows that name a staff member and cannot lose them: the database keeps the agent of a
 * shift, of booking hours, of a day off and of a booking required, so a delete would fail on
 * them with a database error. Named by table, read straight from it (a count each).
 */
const places: { place: Place; table: string }[] = [
  { place: 'shifts', table: 'intake_schedule_shifts' },
  { place: 'bookingHours', table: 'booking_settings_availability' },
  { place: 'daysOff', table: 'booking_settings_days_off' },
  { place: 'bookings', table: 'bookings' },
]

const words: Record<'es' | 'en', Record<Place, string> & { lead: string; end: string }> = {
  es: {
    lead: 'No se puede eliminar esta cuenta: la persona aún figura en',
    shifts: 'los turnos del Horario de atención',
    bookingHours: 'las horas de Ajustes de citas en línea',
    daysOff: 'los días libres de Ajustes de citas en línea',
    bookings: 'citas reservadas (asígnelas a otro agente)',
    end: 'Quítela de ahí y vuelva a intentarlo.',
  },
  en: {
    lead: 'This account cannot be deleted: the person still appears in',
    shifts: 'the Intake schedule’s shifts',
    bookingHours: 'the hours of Online booking settings',
    daysOff: 'the days off of Online booking settings',
    bookings: 'booked calls (give them to another agent)',
    end: 'Remove them from there and try again.',
  },
}

async function placesOf(req: PayloadRequest, id: number): Promise<Place[]> {
  const { drizzle, tables } = rawDatabase(req.payload)
  const found: Place[] = []
  for (const { place, table } of places) {
    const rows = tables[table]
    if (!rows) continue
    const [{ n }] = await drizzle.select({ n: count() }).from(rows).where(eq(rows.agent, id))
    if (Number(n) > 0) found.push(place)
  }
  return found
}

/**
 * A staff member still on a shift, with booking hours, a day off or bookings is not deleted:
 * the admin is told where, in their language (a refusal, not the database's constraint error).
 */
export const refuseDeleteWhileScheduled: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const found = await placesOf(req, Number(id))
  if (!found.length) return
  const text = words[req.i18n?.language === 'en' ? 'en' : 'es']
  const message = `${text.lead}: ${found.map((place) => text[place]).join('; ')}. ${text.end}`
  // Named: the production build makes Payload's error classes anonymous (see password-policy.ts).
  throw Object.assign(new APIError(message, 409, undefined, true), { name: 'APIError' })
}
