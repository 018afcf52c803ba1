import type { Locale } from '@/i18n/routing'
import { fillSentence } from '@/lib/sentence'

/** The texts staff can edit in the Auto-replies global, per language. */
export const replyTextNames = [
  'smsOpen',
  'smsClosed',
  'emailSubject',
  'emailOpen',
  'emailClosed',
  'help',
  'optOut',
  'optIn',
] as const
export type ReplyTextName = (typeof replyTextNames)[number]
export type ReplyTexts = Record<ReplyTextName, string>

/**
 * The defaults, in the words of the consent the visitor accepted ("text messages about my case…
 * reply STOP to opt out"). Placeholders: {firstName} {firmName} {nextOpening} {phone}.
 */
export const replyDefaults: Record<Locale, ReplyTexts> = {
  es: {
    smsOpen:
      'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta y le llamaremos en los próximos minutos. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.',
    smsClosed:
      'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.',
    emailSubject: 'Recibimos su consulta – {firmName}',
    emailOpen:
      'Hola {firstName}:\n\nGracias por escribir a {firmName}. Recibimos su consulta y un miembro de nuestro equipo le llamará en los próximos minutos.\n\nSi prefiere, puede llamarnos al {phone}.\n\nAtentamente,\n{firmName}',
    emailClosed:
      'Hola {firstName}:\n\nGracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}.\n\nSi prefiere, puede llamarnos al {phone}.\n\nAtentamente,\n{firmName}',
    help: '{firmName}: para ayuda llame al {phone}. Pueden aplicar tarifas de mensajes y datos. Responda STOP para no recibir más mensajes.',
    optOut:
      '{firmName}: no recibirá más mensajes de texto nuestros. Responda START para suscribirse de nuevo.',
    optIn:
      '{firmName}: volverá a recibir nuestros mensajes de texto sobre su caso. Responda HELP para ayuda o STOP para cancelar.',
  },
  en: {
    smsOpen:
      'Hi {firstName}, thank you for contacting {firmName}. We received your request and will call you in the next few minutes. You can also call us at {phone}. Reply STOP to opt out.',
    smsClosed:
      'Hi {firstName}, thank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}. You can also call us at {phone}. Reply STOP to opt out.',
    emailSubject: 'We received your request – {firmName}',
    emailOpen:
      'Hi {firstName},\n\nThank you for contacting {firmName}. We received your request and a member of our team will call you in the next few minutes.\n\nYou can also call us at {phone}.\n\nSincerely,\n{firmName}',
    emailClosed:
      'Hi {firstName},\n\nThank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}.\n\nYou can also call us at {phone}.\n\nSincerely,\n{firmName}',
    help: '{firmName}: for help call {phone}. Message and data rates may apply. Reply STOP to opt out.',
    optOut:
      '{firmName}: you will receive no more text messages from us. Reply START to subscribe again.',
    optIn:
      '{firmName}: you will receive our text messages about your case again. Reply HELP for help or STOP to opt out.',
  },
}

export type Placeholders = {
  firstName: string
  firmName: string
  nextOpening: string
  phone: string
}

/**
 * A text with its placeholders filled; an unknown placeholder stays as written. A value ending in
 * a period ("a las 9:00 a. m.") before the text's own period leaves one period.
 */
export function fillText(text: string, values: Partial<Placeholders>): string {
  return fillSentence(text, values)
}
