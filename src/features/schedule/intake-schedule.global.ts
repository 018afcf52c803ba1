import type { GlobalConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { clockField, weekdayOptions } from './schedule-fields'
import { isTimeZone } from './time-zone'
import { weekdays } from './business-time'

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
      // The firm's one time zone (firm-time-zone.ts); empty, FIRM_TIME_ZONE stands in.
      name: 'timeZone',
      type: 'text',
      label: label('Zona horaria de la firma', "The firm's time zone"),
      admin: {
        placeholder: 'America/New_York',
        description: label(
          'Nombre de la zona horaria, p. ej. America/New_York. Rige la lista, el CSV, el panel, el horario y los seguimientos. Vacío: la zona configurada en el servidor.',
          'Time zone name, e.g. America/New_York. Used by the list, the CSV, the dashboard, the hours and follow-ups. Empty: the zone set up on the server.',
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
              options: weekdayOptions,
              label: label('Día', 'Day'),
              admin: { width: '50%' },
            },
            clockField('opens', label('Abre', 'Opens'), '09:00'),
            clockField('closes', label('Cierra', 'Closes'), '18:00'),
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
          options: weekdayOptions,
          label: label('Días', 'Days'),
        },
        {
          type: 'row',
          fields: [
            clockField('from', label('Desde', 'From'), '09:00'),
            clockField('to', label('Hasta', 'To'), '18:00'),
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
