/** What other features may call on the server: the only way into this feature. */
export { shownWithLead, unauditedRead } from './unaudited-read'
export { auditLeadChanges } from './lead-hooks'
export { recordExport } from './export-event'
export { recordAudit, recordRequestAudit } from './record'
export type { AuditEvent } from './record'
export { recordLogin } from './login-events'
