import type { Field, GlobalConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels, selectOptions } from '@/lib/admin-label'
import { isTimeZone } from '../pipeline/time-zone'
import { weekdays } from './business-time'

const dayOptions = selectOptions({
  mon: label('Lunes', 'Monday'),
  tue: label('Martes', 'Tuesday'),
  wed: label('Miércoles', 'Wednesday'),
  thu: label('Jueves', 'Thursday'),
  fri: label('Viernes', 'Friday'),
  sat: label('Sábado', 'Saturday'),
  sun: label('Domingo', 'Sunday'),
})

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/

const timeField = (name: string, text: ReturnType<typeof label>, defaultValue: string): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue,
  label: text,
  admin: { placeholder: '09:00', width: '25%' },
  validate: (value: unknown) =>
    (typeof value === 'string' && clockTime.test(value)) || 'HH:MM (00:00–23:59)',
})

/** Staff who work leads, for the relationship fields below. */
const leadWorker = { roles: { in: ['agent', 'admin'] } }

/**
 * Who is on duty and when the firm is open, in the firm's time zone: business hours and
 * holidays (the auto-reply says when the firm will call, escalation delays count open time),
 * the agents on duty per weekday and hours (a new lead goes to the one with the fewest open
 * leads, then the longest idle), the after-hours agent, the escalation delay and the manager.
 */
export const IntakeSchedule: GlobalConfig = {
  slug: 'intake-schedule',
  label: label('Horario de atención', 'Intake schedule'),
  admin: { group: adminGroups.leads },
  access: { read: isLeadWorker, update: isAdmin },
  // Its business hours are shown on public pages (office hours, the thank-you page).
  hooks: { afterChange: [() => safeRevalidate(cacheTags.schedule)] },
  fields: [
    {
      // The firm's one time zone (pipeline/time-zone.ts); empty, FIRM_TIME_ZONE stands in.
      name: 'timeZone',
      type: 'text',
      label: label('Zona horaria de la firma', "The firm's time zone"),
      admin: {
        placeholder: 'America/New_York',
        description: label(
          'Nombre IANA, p. ej. America/New_York. Rige la lista, el CSV, el panel, el horario y los seguimientos. Vacío: la variable FIRM_TIME_ZONE del servidor.',
          'IANA name, e.g. America/New_York. Used by the list, the CSV, the dashboard, the hours and follow-ups. Empty: the server variable FIRM_TIME_ZONE.',
        ),
      },
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && isTimeZone(value.trim())) ||
        'America/New_York, America/Chicago…',
    },
    {
      name: 'hours',
      type: 'array',
      label: label('Horario de atención', 'Business hours'),
      labels: labels(label('Horario', 'Hours'), label('Horarios', 'Hours')),
      defaultValue: weekdays.slice(0, 5).map((day) => ({ day, opens: '09:00', closes: '18:00' })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'select',
              required: true,
              options: dayOptions,
              label: label('Día', 'Day'),
              admin: { width: '50%' },
            },
            timeField('opens', label('Abre', 'Opens'), '09:00'),
            timeField('closes', label('Cierra', 'Closes'), '18:00'),
          ],
        },
      ],
    },
    {
      name: 'holidays',
      type: 'array',
      label: label('Días feriados', 'Holidays'),
      labels: labels(label('Feriado', 'Holiday'), label('Feriados', 'Holidays')),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              type: 'date',
              required: true,
              label: label('Fecha', 'Date'),
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
            },
            { name: 'name', type: 'text', label: label('Nombre', 'Name') },
          ],
        },
      ],
    },
    {
      name: 'shifts',
      type: 'array',
      label: label('Agentes de guardia', 'Agents on duty'),
      labels: labels(label('Turno', 'Shift'), label('Turnos', 'Shifts')),
      fields: [
        {
          name: 'agent',
          type: 'relationship',
          relationTo: 'users',
          required: true,
          filterOptions: leadWorker,
          label: label('Agente', 'Agent'),
        },
        {
          name: 'days',
          type: 'select',
          hasMany: true,
          required: true,
          options: dayOptions,
          label: label('Días', 'Days'),
        },
        {
          type: 'row',
          fields: [
            timeField('from', label('Desde', 'From'), '09:00'),
            timeField('to', label('Hasta', 'To'), '18:00'),
          ],
        },
      ],
    },
    {
      name: 'afterHoursAgent',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: leadWorker,
      label: label('Agente fuera de horario', 'After-hours agent'),
    },
    {
      name: 'escalationMinutes',
      type: 'number',
      required: true,
      defaultValue: 5,
      min: 0.05,
      label: label('Escalar tras (minutos de horario)', 'Escalate after (business minutes)'),
      admin: {
        description: label(
          'Un prospecto sin primer contacto tras este tiempo alerta al siguiente agente de guardia y luego al gerente.',
          'A lead without first contact after this time alerts the next agent on duty, then the manager.',
        ),
      },
    },
    {
      name: 'manager',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: leadWorker,
      label: label('Gerente (último paso)', 'Manager (last step)'),
    },
  ],
}
