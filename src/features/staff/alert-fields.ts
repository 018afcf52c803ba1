import type { Field } from 'payload'
import { label } from '@/lib/admin-label'

/** "+" and 8 to 15 digits, the first not 0 (ITU E.164). */
const e164 = /^\+[1-9]\d{7,14}$/

/** A phone as E.164: ten US digits (or 1 and ten) get +1; anything else must already be E.164. */
export function normalizeMobile(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const trimmed = value.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (!trimmed.startsWith('+')) {
    if (digits.length === 10) return `+1${digits}`
    if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  }
  const plus = `+${digits}`
  return e164.test(plus) ? plus : null
}

export const alertChannels = ['push', 'sms'] as const
export type AlertChannel = (typeof alertChannels)[number]

/**
 * How a staff member is told about a new lead: their mobile (E.164, US numbers by default),
 * the channels they accept and the language of the alert texts. Each person may edit their own.
 */
export const alertFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'mobile',
        type: 'text',
        label: label('Teléfono móvil (alertas)', 'Mobile phone (alerts)'),
        admin: {
          description: label(
            'Formato internacional (+1 305 555 0100); 10 dígitos se toman como EE. UU.',
            'International format (+1 305 555 0100); 10 digits are taken as US.',
          ),
        },
        hooks: { beforeValidate: [({ value }) => normalizeMobile(value) ?? value] },
        validate: (value: unknown) =>
          value === null || value === undefined || value === '' || e164.test(String(value))
            ? true
            : 'E.164: +1 305 555 0100',
      },
      {
        name: 'alertChannels',
        type: 'select',
        hasMany: true,
        defaultValue: [...alertChannels],
        label: label('Avisos de prospectos por', 'Lead alerts by'),
        options: [
          { value: 'push', label: label('Notificación (push)', 'Push notification') },
          { value: 'sms', label: label('SMS', 'SMS') },
        ],
      },
      {
        name: 'alertLanguage',
        type: 'select',
        defaultValue: 'es',
        label: label('Idioma de los avisos', 'Alert language'),
        options: [
          { value: 'es', label: label('Español', 'Spanish') },
          { value: 'en', label: label('Inglés', 'English') },
        ],
      },
    ],
  },
]
