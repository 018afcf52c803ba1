import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import type { I18nOptions } from '@payloadcms/translations'
import { auditTextsEn, auditTextsEs } from './features/audit/admin/texts'
import { operationsTextsEn, operationsTextsEs } from './lib/operations/admin/texts'
import { calendarTextsEn, calendarTextsEs } from './features/booking/admin/texts'
import { bookingSetupTextsEn, bookingSetupTextsEs } from './features/booking/admin/setup-texts'
import { documentsTextsEn, documentsTextsEs } from './features/documents/admin/texts'
import { engagementsTextsEn, engagementsTextsEs } from './features/engagements/admin/texts'
import { staffEn, staffEs } from './features/leads/admin/texts'
import { questionnaireTextsEn, questionnaireTextsEs } from './features/questionnaires/admin/texts'
import { paymentsTextsEn, paymentsTextsEs } from './features/payments/admin/texts'
import { campaignsTextsEn, campaignsTextsEs } from './features/campaigns/admin/texts'
import {
  payloadTextsEn,
  payloadTextsEs,
  twoFactorTextsEn,
  twoFactorTextsEs,
} from './features/staff'

/**
 * The admin in Spanish (default) and English: Payload's own translations, with each feature's
 * texts beside it (read with `t('<group>:key')`) and the staff's versions of Payload's strings.
 */
export const adminI18n: I18nOptions = {
  fallbackLanguage: 'es',
  supportedLanguages: { es, en },
  translations: {
    es: {
      ...payloadTextsEs,
      staff: staffEs,
      audit: auditTextsEs,
      twoFactor: twoFactorTextsEs,
      calendar: calendarTextsEs,
      bookingSetup: bookingSetupTextsEs,
      operations: operationsTextsEs,
      documents: documentsTextsEs,
      questionnaire: questionnaireTextsEs,
      payments: paymentsTextsEs,
      engagements: engagementsTextsEs,
      campaigns: campaignsTextsEs,
    },
    en: {
      ...payloadTextsEn,
      staff: staffEn,
      audit: auditTextsEn,
      twoFactor: twoFactorTextsEn,
      calendar: calendarTextsEn,
      bookingSetup: bookingSetupTextsEn,
      operations: operationsTextsEn,
      documents: documentsTextsEn,
      questionnaire: questionnaireTextsEn,
      payments: paymentsTextsEn,
      engagements: engagementsTextsEn,
      campaigns: campaignsTextsEn,
    },
  } as unknown as I18nOptions['translations'],
}
