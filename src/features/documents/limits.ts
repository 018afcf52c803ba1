/** What a document request accepts: a file's content decides, never its name. */
export const maxDocumentBytes = 15 * 1024 * 1024

/** Why a file was refused (the visitor's message key is `documents.refused.<reason>`). */
export type RefusalReason = 'type' | 'size' | 'encrypted' | 'broken'

export const refusalReasons: readonly RefusalReason[] = ['type', 'size', 'encrypted', 'broken']

/** The public site's message keys (messages/*.json) telling the visitor why a file was refused. */
export const refusalMessageKeys: Record<RefusalReason, `documents.refused.${RefusalReason}`> = {
  type: 'documents.refused.type',
  size: 'documents.refused.size',
  encrypted: 'documents.refused.encrypted',
  broken: 'documents.refused.broken',
}
