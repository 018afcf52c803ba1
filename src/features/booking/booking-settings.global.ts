import type { Field, GlobalConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { clockField, weekdayOptions } from '@/features/schedule'

const minutes = (name: string, text: ReturnType<typeof label>, defaultValue: number): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 24 * 60 * 14,
  defaultValue,
  label: text,
  admin: { width: '33%' },
})

const agentField: Field = {
  name: 'agent',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  filterOptions: { roles: { in: ['agent', 'admin'] } },
  label: label('Agente', 'Agent'),
  admin: { width: '40%' },
}

/**
 * The free call's booking rules: slot length, buffer between calls, minimum notice, and each
 * agent's weekly availability and days off, in the firm's time zone (Intake schedule). A slot
 * is offered when the firm is open (business hours, holidays) and an agent is available.
 */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  label: label('Ajustes de citas en línea', 'Online booking settings'),
  admin: { group: adminGroups.leads },
  access: { read: isLeadWorker, update: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        minutes('slotMinutes', label('Duración de la llamada (min)', 'Call length (min)'), 30),
        minutes(
          'bufferMinutes',
          label('Pausa entre llamadas (min)', 'Buffer between calls (min)'),
          0,
        ),
        minutes('noticeMinutes', label('Aviso mínimo (min)', 'Minimum notice (min)'), 120),
      ],
    },
    {
      name: 'availability',
      type: 'array',
      label: label('Disponibilidad semanal', 'Weekly availability'),
      labels: labels(label('Horario', 'Hours'), label('Horarios', 'Hours')),
      fields: [
        {
          type: 'row',
          fields: [
            agentField,
            {
              name: 'days',
              type: 'select',
              hasMany: true,
              required: true,
              options: weekdayOptions,
              label: label('Días', 'Days'),
              admin: { width: '40%' },
            },
            clockField('from', label('Desde', 'From'), '09:00', '20%'),
            clockField('to', label('Hasta', 'To'), '17:00', '20%'),
          ],
        },
      ],
    },
    {
      name: 'daysOff',
      type: 'array',
      label: label('Días libres', 'Days off'),
      labels: labels(label('Día libre', 'Day off'), label('Días libres', 'Days off')),
      fields: [
        {
          type: 'row',
          fields: [
            agentField,
            {
              type: 'date',
              admin: { date: { displayFormat: 'yyyy-MM-dd', pickerAppearance: 'dayOnly' } },
              name: 'date',
              label: label('Día libre', 'Day off'),
              required: true,
            },
          ],
        },
      ],
    },
  ],
}
