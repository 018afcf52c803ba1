import type { Field, GlobalConfig, TextFieldSingleValidation } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { clockField, weekdayOptions } from '@/features/schedule'
import { bookingSetupTextsEn, bookingSetupTextsEs } from './admin/setup-texts'
import { bookingPreviewEndpoint } from './setup/preview-endpoint'

const minutes = (
  name: string,
  text: ReturnType<typeof label>,
  defaultValue: number,
  description: ReturnType<typeof label>,
): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 24 * 60 * 14,
  defaultValue,
  label: text,
  admin: { width: '33%', description },
})

const setupText = (language: string | undefined) =>
  language === 'en' ? bookingSetupTextsEn : bookingSetupTextsEs

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * An availability row's time, picked from a list in the admin's 12/24-hour words
 * (ClockField), stored "HH:MM" as before; "To" must come after "From", said in the admin's
 * language.
 */
const rowTime = (name: 'from' | 'to', text: ReturnType<typeof label>, defaultValue: string) => {
  const validate: TextFieldSingleValidation = (value, { siblingData, req }) => {
    const texts = setupText(req?.i18n?.language)
    if (typeof value !== 'string' || !clockTime.test(value)) return texts.timeFormat
    const from = (siblingData as { from?: unknown }).from
    const backwards = name === 'to' && typeof from === 'string' && clockTime.test(from)
    return backwards && from >= value ? texts.timeOrder : true
  }
  const field = clockField(name, text, defaultValue, '20%')
  return {
    ...field,
    validate,
    admin: {
      ...field.admin,
      components: { Field: '/features/booking/admin/ClockField.client#ClockField' },
    },
  } as Field
}

const agentField = (width: string): Field => ({
  name: 'agent',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  filterOptions: { roles: { in: ['agent', 'admin'] } },
  label: label('Agente', 'Agent'),
  // The staff member's name (users' useAsTitle), or the e-mail of an account with none.
  admin: { width },
})

/**
 * The free call's booking rules: slot length, buffer between calls, minimum notice, and each
 * agent's weekly availability and days off, in the firm's time zone (Intake schedule). A slot
 * is offered when the firm is open (business hours, holidays) and an agent is available.
 */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  label: label('Ajustes de citas en línea', 'Online booking settings'),
  admin: {
    group: adminGroups.leads,
    description: label(
      'Aquí decide cuándo pueden los visitantes reservar su llamada gratuita en la página de agradecimiento. Se ofrece una hora solo si la oficina está abierta (Horario de atención) y un agente está disponible ese día a esa hora. Todas las horas son de la zona horaria de la firma. Abajo verá las horas que se ofrecerán.',
      "Here you decide when visitors can book their free call on the thank-you page. A time is offered only when the office is open (Intake schedule) and an agent is available that day at that time. All times are in the firm's time zone. Below you will see the times that will be offered.",
    ),
  },
  access: { read: isLeadWorker, update: isAdmin },
  endpoints: [bookingPreviewEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        minutes(
          'slotMinutes',
          label('Duración de la llamada (min)', 'Call length (min)'),
          30,
          label('Cuánto dura cada llamada.', 'How long each call lasts.'),
        ),
        minutes(
          'bufferMinutes',
          label('Pausa entre llamadas (min)', 'Buffer between calls (min)'),
          0,
          label('Tiempo libre que queda tras cada llamada.', 'Free time left after each call.'),
        ),
        minutes(
          'noticeMinutes',
          label('Aviso mínimo (min)', 'Minimum notice (min)'),
          120,
          label(
            'Cuánto antes debe reservarse una llamada (120 = 2 horas).',
            'How far ahead a call must be booked (120 = 2 hours).',
          ),
        ),
      ],
    },
    {
      name: 'availability',
      type: 'array',
      label: label('Disponibilidad semanal', 'Weekly availability'),
      labels: labels(label('Horario', 'Hours'), label('Horarios', 'Hours')),
      admin: {
        description: label(
          'Una fila por agente: elija el agente, los días (el botón «Lun–Vie» marca de lunes a viernes) y las horas en que atiende llamadas. Un agente con dos turnos en un día lleva dos filas.',
          'One row per agent: choose the agent, the days (the “Mon–Fri” button picks Monday to Friday) and the hours they take calls. An agent with two shifts in a day gets two rows.',
        ),
      },
      fields: [
        {
          type: 'row',
          // Four columns that add up to the row (30 + 30 + 20 + 20): at 40% each the agent and the
          // days left "To" alone on a second line.
          fields: [
            agentField('30%'),
            {
              name: 'days',
              type: 'select',
              hasMany: true,
              required: true,
              options: weekdayOptions,
              label: label('Días', 'Days'),
              admin: {
                width: '30%',
                components: {
                  afterInput: ['/features/booking/admin/WeekdaysShortcut.client#WeekdaysShortcut'],
                },
              },
            },
            rowTime('from', label('Desde', 'From'), '09:00'),
            rowTime('to', label('Hasta', 'To'), '17:00'),
          ],
        },
      ],
    },
    {
      name: 'daysOff',
      type: 'array',
      label: label('Días libres', 'Days off'),
      labels: labels(label('Día libre', 'Day off'), label('Días libres', 'Days off')),
      admin: {
        description: label(
          'Días en que un agente no atiende llamadas (vacaciones, ausencias). Los feriados de toda la oficina van en el Horario de atención.',
          'Days an agent takes no calls (vacation, time off). Holidays for the whole office go in the Intake schedule.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            agentField('40%'),
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
    {
      name: 'preview',
      type: 'ui',
      label: label('Horas que verán los visitantes', 'Times visitors will be offered'),
      admin: { components: { Field: '/features/booking/admin/SlotsPreview.client#SlotsPreview' } },
    },
  ],
}
