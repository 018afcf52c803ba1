import { staffDateTime } from '@/lib/payload/staff-date'
import type { Field } from 'payload'
import { isLeadWorkerField, never } from '@/lib/access/roles'
import { label, selectOptions } from '@/lib/admin-label'

export const nextActions = ['call-back', 'send-documents', 'waiting-client', 'other'] as const
export type NextAction = (typeof nextActions)[number]

export const nextActionLabels = {
  'call-back': label('Devolver la llamada', 'Call back'),
  'send-documents': label('Enviar documentos', 'Send documents'),
  'waiting-client': label('Esperando al cliente', 'Waiting on the client'),
  other: label('Otra', 'Other'),
} satisfies Record<NextAction, unknown>

const workable = { create: never, update: isLeadWorkerField }
const system = { create: never, update: never }

/**
 * The lead's next step: what to do, by when, and how often the firm has tried to reach the
 * client. A due time writes a reminder row to the outbox (follow-up-schedule.ts); when it falls
 * due the lead is flagged and its agent alerted.
 */
export const followUpFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'nextAction',
        type: 'select',
        label: label('Próxima acción', 'Next action'),
        options: selectOptions(nextActionLabels),
        index: true,
        access: workable,
      },
      {
        name: 'nextActionDue',
        type: 'date',
        label: label('Vence', 'Due'),
        index: true,
        access: workable,
        admin: staffDateTime,
      },
      {
        name: 'contactAttempts',
        type: 'number',
        label: label('Intentos de contacto', 'Contact attempts'),
        defaultValue: 0,
        min: 0,
        access: system,
        admin: { readOnly: true },
      },
      {
        name: 'followUpDue',
        type: 'checkbox',
        label: label('Seguimiento vencido', 'Follow-up due'),
        defaultValue: false,
        index: true,
        access: system,
        admin: {
          readOnly: true,
          condition: (data) => Boolean(data?.followUpDue),
        },
      },
    ],
  },
]
