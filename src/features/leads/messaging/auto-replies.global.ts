import type { Field, GlobalConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { adminGroups, label, type AdminText } from '@/lib/admin-label'
import { replyDefaults, type ReplyTextName } from './reply-defaults'

const textLabels: Record<ReplyTextName, AdminText> = {
  smsOpen: label('SMS en horario de atención', 'Text during business hours'),
  smsClosed: label('SMS fuera de horario', 'Text after hours'),
  emailSubject: label('Asunto del correo', 'E-mail subject'),
  emailOpen: label('Correo en horario de atención', 'E-mail during business hours'),
  emailClosed: label('Correo fuera de horario', 'E-mail after hours'),
  help: label('Respuesta a HELP / AYUDA', 'Answer to HELP'),
  optOut: label('Confirmación de baja (STOP)', 'Opt-out confirmation (STOP)'),
  optIn: label('Confirmación de alta (START)', 'Opt-in confirmation (START)'),
}

const languageGroup = (locale: 'es' | 'en', text: AdminText): Field => ({
  name: locale,
  type: 'group',
  label: text,
  fields: (Object.keys(textLabels) as ReplyTextName[]).map(
    (name): Field =>
      ({
        name,
        type: name === 'emailSubject' ? 'text' : 'textarea',
        required: true,
        defaultValue: replyDefaults[locale][name],
        label: textLabels[name],
      }) as Field,
  ),
})

/**
 * What the visitor is told right after posting a form, in the form's language, and the answers
 * to the STOP / START / HELP keywords. Staff edit the words; the channels follow the consent.
 */
export const AutoReplies: GlobalConfig = {
  slug: 'auto-replies',
  label: label('Respuestas automáticas', 'Auto-replies'),
  admin: {
    group: adminGroups.leads,
    description: label(
      'Marcadores: {firstName} (nombre), {firmName} (firma), {nextOpening} (cuándo llamaremos), {phone} (teléfono de la firma).',
      'Placeholders: {firstName}, {firmName}, {nextOpening} (when we will call), {phone} (the firm’s phone).',
    ),
  },
  access: { read: isLeadWorker, update: isAdmin },
  fields: [
    languageGroup('es', label('Español', 'Spanish')),
    languageGroup('en', label('Inglés', 'English')),
    {
      name: 'whatsapp',
      type: 'group',
      label: label('WhatsApp', 'WhatsApp'),
      admin: {
        description: label(
          'Plantillas aprobadas por Meta. Parámetros del cuerpo: {{1}} nombre, {{2}} firma, {{3}} teléfono; la de fuera de horario, {{3}} cuándo llamaremos y {{4}} teléfono.',
          'Templates approved by Meta. Body parameters: {{1}} first name, {{2}} firm, {{3}} phone; the after-hours one, {{3}} when we will call and {{4}} phone.',
        ),
      },
      fields: [
        {
          name: 'enabled',
          type: 'checkbox',
          defaultValue: false,
          label: label('Enviar también por WhatsApp', 'Also send by WhatsApp'),
        },
        {
          name: 'templateOpen',
          type: 'text',
          defaultValue: 'lead_auto_reply',
          label: label('Plantilla en horario', 'Business-hours template'),
        },
        {
          name: 'templateClosed',
          type: 'text',
          defaultValue: 'lead_auto_reply_after_hours',
          label: label('Plantilla fuera de horario', 'After-hours template'),
        },
        {
          name: 'templateFollowUp',
          type: 'text',
          defaultValue: 'lead_follow_up',
          label: label('Plantilla para pedir respuesta', 'Template asking for a reply'),
          admin: {
            description: label(
              'La envía un agente desde el prospecto cuando el cliente no escribió por WhatsApp en 24 horas: {{1}} nombre, {{2}} firma.',
              'Sent by an agent from the lead when the client has not written on WhatsApp for 24 hours: {{1}} first name, {{2}} firm.',
            ),
          },
        },
      ],
    },
  ],
}
