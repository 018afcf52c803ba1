/** What other features may call on the server: the only way into this feature. */
export { storeVisitorDocument, removeVisitorDocument, visitorDocuments } from './store'
export type { StoredDocument, RefusedDocument } from './store'
export { refusalMessageKeys, refusalReasons, maxDocumentBytes } from './limits'
export type { RefusalReason } from './limits'
