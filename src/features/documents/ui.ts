/** The feature's components for other features (the lead's page, the questionnaire's admin). */
export { DocumentChecklist } from './admin/DocumentChecklist'
export type { RequestedDocument, ReceivedDocument } from './admin/DocumentChecklist'
export { LeadDocumentsPanel } from './admin/LeadDocumentsPanel'
