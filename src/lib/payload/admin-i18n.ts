import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import type { I18nOptions } from '@payloadcms/translations'

/** The staff side's own texts (inbox, dashboard, deliveries), read with `t('staff:key')`. */
const staffEs = {
  duplicateOf: 'Posible duplicado de #{{id}}',
  export: 'Exportar esta lista (CSV)',
  exportHint: 'Exporta exactamente los prospectos de la búsqueda y los filtros actuales.',
  newLeads: 'Prospectos nuevos desde que abrió la lista: {{count}}',
  openInbox: 'Bandeja de prospectos',
  openDashboard: 'Panel de prospectos',
  waiting: 'Esperando {{time}}',
  deliveries: 'Entregas, textos y alertas',
  noDeliveries: 'Sin entregas para este prospecto.',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  retryFailed: 'No se pudo reintentar.',
  attempts: 'Intentos: {{count}}',
  late: 'Atrasada {{time}}',
  scheduled: 'Programada para {{time}}',
  dashboardTitle: 'Panel de prospectos',
  leadsPerDay: 'Prospectos por día (30 días)',
  bySection: 'Por sección (30 días)',
  bySource: 'Por fuente de campaña (30 días)',
  medianFirstContact: 'Mediana hasta el primer contacto (30 días)',
  openPerAgent: 'Prospectos abiertos por agente',
  callClicksPerDay: 'Clics en teléfono por día (30 días)',
  unassigned: 'Sin asignar',
  assignedTo: 'Lo tiene {{name}}.',
  none: 'Sin datos',
  noSource: '(sin fuente)',
  minutes: '{{count}} min',
  hours: '{{count}} h',
  days: '{{count}} d',
  // Intake desk: follow-ups, export of a selection, merge (issue 23)
  followUpsDue: 'Mis seguimientos vencidos: {{count}}',
  followUpsDueHint: 'Prospectos asignados a usted cuya próxima acción ya venció.',
  exportSelection: 'Exportar la selección ({{count}})',
  mergeInto: 'Fusionar con #{{id}}',
  merging: 'Fusionando…',
  mergeFailed: 'No se pudo fusionar: {{error}}',
  mergeConfirm: '¿Fusionar este prospecto con #{{id}}? Ambos registros se conservan.',
  overduePerAgent: 'Seguimientos vencidos por agente',
}

type StaffTexts = typeof staffEs

const staffEn: StaffTexts = {
  duplicateOf: 'Possible duplicate of #{{id}}',
  export: 'Export this list (CSV)',
  exportHint: 'Exports exactly the leads of the current search and filters.',
  newLeads: 'New leads since you opened the list: {{count}}',
  openInbox: 'Leads inbox',
  openDashboard: 'Leads dashboard',
  waiting: 'Waiting {{time}}',
  deliveries: 'Deliveries, texts and alerts',
  noDeliveries: 'No deliveries for this lead.',
  retry: 'Retry',
  retrying: 'Retrying…',
  retryFailed: 'The retry could not be queued.',
  attempts: 'Attempts: {{count}}',
  late: 'Late by {{time}}',
  scheduled: 'Scheduled for {{time}}',
  dashboardTitle: 'Leads dashboard',
  leadsPerDay: 'Leads per day (30 days)',
  bySection: 'By section (30 days)',
  bySource: 'By campaign source (30 days)',
  medianFirstContact: 'Median time to first contact (30 days)',
  openPerAgent: 'Open leads per agent',
  callClicksPerDay: 'Phone clicks per day (30 days)',
  unassigned: 'Unassigned',
  assignedTo: '{{name}} has this lead.',
  none: 'No data',
  noSource: '(no source)',
  minutes: '{{count}} min',
  hours: '{{count}} h',
  days: '{{count}} d',
  // Intake desk: follow-ups, export of a selection, merge (issue 23)
  followUpsDue: 'My overdue follow-ups: {{count}}',
  followUpsDueHint: 'Leads assigned to you whose next action is due.',
  exportSelection: 'Export the selection ({{count}})',
  mergeInto: 'Merge into #{{id}}',
  merging: 'Merging…',
  mergeFailed: 'Could not merge: {{error}}',
  mergeConfirm: 'Merge this lead into #{{id}}? Both records are kept.',
  overduePerAgent: 'Overdue follow-ups per agent',
}

export type StaffTextKey = `staff:${keyof StaffTexts}`

// Payload's lockout answer says the account exists ('This user is locked…'); the lockout still
// applies, but the answer is the same as for an unknown e-mail or a wrong password.
const neutralLock = {
  es: { userLocked: es.translations.error.emailOrPasswordIncorrect },
  en: { userLocked: en.translations.error.emailOrPasswordIncorrect },
}

/** The admin in Spanish (default) and English, with Payload's own translations. */
export const adminI18n: I18nOptions = {
  fallbackLanguage: 'es',
  supportedLanguages: { es, en },
  translations: {
    es: { staff: staffEs, error: neutralLock.es },
    en: { staff: staffEn, error: neutralLock.en },
  } as unknown as I18nOptions['translations'],
}
