import type { Field } from 'payload'
import { label, selectOptions } from '@/lib/admin-label'

/** The weekdays as select options, stored as mon…sun (business-time's keys). */
export const weekdayOptions = selectOptions({
  mon: label('Lunes', 'Monday'),
  tue: label('Martes', 'Tuesday'),
  wed: label('Miércoles', 'Wednesday'),
  thu: label('Jueves', 'Thursday'),
  fri: label('Viernes', 'Friday'),
  sat: label('Sábado', 'Saturday'),
  sun: label('Domingo', 'Sunday'),
})

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/

/** A wall-clock time "HH:MM" in the firm's time zone (the Intake schedule's). */
export const clockField = (
  name: string,
  text: ReturnType<typeof label>,
  defaultValue: string,
  width = '25%',
): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue,
  label: text,
  admin: { placeholder: '09:00', width },
  validate: (value: unknown) =>
    (typeof value === 'string' && clockTime.test(value)) || 'HH:MM (00:00–23:59)',
})
