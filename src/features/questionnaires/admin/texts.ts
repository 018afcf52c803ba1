/** The admin's texts of the questionnaires, read with `t('questionnaire:key')`. */
export const questionnaireTextsEs = {
  panelTitle: 'Cuestionario antes de la llamada',
  none: 'El cliente aún no ha contestado el cuestionario.',
  version: 'Versión {{version}}',
  submitted: 'Enviada el {{time}}',
  inProgress: 'En curso: paso {{step}} de {{total}}',
  replaced: 'Reemplazada por una versión posterior',
  noAnswer: 'Sin respuesta',
  sensitive: 'Delicada',
  history: 'Versiones anteriores',
  linkTitle: 'Enlace privado del cuestionario',
  linkHint: 'Cópielo para enviarlo usted mismo, o envíelo por mensaje de texto. Vence en 30 días.',
  makeLink: 'Mostrar el enlace',
  sendText: 'Enviar por mensaje de texto',
  sending: 'Enviando…',
  sent: 'Enlace enviado por mensaje de texto.',
  refused: 'No se envió: {{reason}}',
  'reason-not-configured': 'los mensajes de texto no están configurados.',
  'reason-no-phone': 'el prospecto no tiene un celular de EE. UU.',
  'reason-opted-out': 'el número pidió no recibir mensajes.',
  'reason-quiet-hours': 'fuera del horario de 8:00 a 21:00. Copie el enlace o inténtelo más tarde.',
  'reason-refused': 'Twilio no lo aceptó (el número respondió STOP).',
  failed: 'No se pudo crear el enlace.',
  documents: 'Documentos',
}

export type QuestionnaireAdminTexts = typeof questionnaireTextsEs

export const questionnaireTextsEn: QuestionnaireAdminTexts = {
  panelTitle: 'Questionnaire before the call',
  none: 'The client has not answered the questionnaire yet.',
  version: 'Version {{version}}',
  submitted: 'Submitted {{time}}',
  inProgress: 'In progress: step {{step}} of {{total}}',
  replaced: 'Replaced by a later version',
  noAnswer: 'No answer',
  sensitive: 'Sensitive',
  history: 'Earlier versions',
  linkTitle: 'Private questionnaire link',
  linkHint: 'Copy it to send it yourself, or send it by text. It expires in 30 days.',
  makeLink: 'Show the link',
  sendText: 'Send by text',
  sending: 'Sending…',
  sent: 'Link sent by text.',
  refused: 'Not sent: {{reason}}',
  'reason-not-configured': 'texting is not configured.',
  'reason-no-phone': 'the lead has no US mobile number.',
  'reason-opted-out': 'the number opted out of texts.',
  'reason-quiet-hours': 'outside 8:00–21:00. Copy the link or try later.',
  'reason-refused': 'Twilio refused it (the number replied STOP).',
  failed: 'The link could not be made.',
  documents: 'Documents',
}

export type QuestionnaireAdminTextKey = `questionnaire:${keyof QuestionnaireAdminTexts}`

/** A text of the group in the admin's language, with `{{name}}` values filled in. */
export function adminText(
  i18n: { t: unknown },
  key: QuestionnaireAdminTextKey,
  values: Record<string, string | number> = {},
) {
  return (i18n.t as (key: string, values?: Record<string, unknown>) => string)(key, values)
}
