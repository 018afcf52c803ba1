import type { Payload } from 'payload'
import { removeVisitorDocument, storeVisitorDocument, visitorDocuments } from '@/features/documents'
import type { Lead } from '@/payload-types'
import type { AnswerError } from './texts'

/** What a visitor sent for one document question (the names they see). */
export type SentDocument = { id: string | number; name: string; request: string }

type Store = (
  payload: Payload,
  lead: Lead,
  request: string,
  label: string,
  files: File[],
) => Promise<AnswerError | null>
type Remove = (payload: Payload, lead: Lead, id: string) => Promise<boolean>
type List = (payload: Payload, lead: Lead) => Promise<SentDocument[]>

/**
 * A document question's files, through the documents feature (checked by content, re-encoded,
 * kept private): the first refusal, with the reason the visitor reads; files before it are kept.
 */
export const storeDocuments: Store = async (payload, lead, request, label, files) => {
  for (const file of files) {
    const stored = await storeVisitorDocument(payload, {
      lead: lead.id,
      request,
      label,
      filename: file.name,
      data: Buffer.from(await file.arrayBuffer()),
    })
    if (!stored.ok) return stored.reason
  }
  return null
}

/** A file the visitor takes back before submitting (only one of this lead's own). */
export const removeDocument: Remove = (payload, lead, id) =>
  removeVisitorDocument(payload, { lead: lead.id, id })

/** The names of what the visitor sent, per question. */
export const sentDocuments: List = (payload, lead) => visitorDocuments(payload, lead.id)
