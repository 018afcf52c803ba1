import { createHash, randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Payload } from 'payload'
import { checkDocument } from './check-document'
import type { RefusalReason } from './limits'

type Id = number | string

export type StoredDocument = { ok: true; id: Id; name: string }
export type RefusedDocument = { ok: false; reason: RefusalReason }

/** The visitor's own name of the file, kept for staff (not a path, at most 200 characters). */
function shownName(filename: string, extension: string) {
  const base = path
    .basename(filename.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  return (base || `document.${extension}`).slice(0, 200)
}

/**
 * A file a visitor sent for one document request of their lead, checked by content
 * (check-document.ts) and stored under a random name; what the visitor called it is kept as
 * `originalName`. A HEIC photo is stored as JPEG: its name says `.jpg`.
 */
export async function storeVisitorDocument(
  payload: Payload,
  input: { lead: Id; request: string; label: string; filename: string; data: Buffer },
): Promise<StoredDocument | RefusedDocument> {
  const checked = await checkDocument(input.data)
  if (!checked.ok) return checked
  // A HEIC photo is kept as the JPEG drawn from it: its name says so.
  const name = shownName(input.filename, checked.extension).replace(/\.(heic|heif)$/i, '.jpg')
  const document = await payload.create({
    collection: 'lead-documents',
    data: {
      lead: Number(input.lead),
      requestKey: input.request,
      requestLabel: input.label,
      originalName: name,
      sha256: createHash('sha256').update(checked.data).digest('hex'),
      uploadedAt: new Date().toISOString(),
      removed: false,
    },
    file: {
      data: checked.data,
      mimetype: checked.mimeType,
      name: `${randomUUID()}.${checked.extension}`,
      size: checked.data.length,
    },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, id: document.id, name }
}

/**
 * The visitor takes back a file before submitting: the lead's own documents only (another
 * lead's id answers false). The record and its file stay, marked removed: staff see what was
 * sent and withdrawn; the visitor's list and the checklist no longer count it.
 */
export async function removeVisitorDocument(
  payload: Payload,
  input: { lead: Id; id: Id },
): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'lead-documents',
    where: {
      and: [
        { id: { equals: input.id } },
        { lead: { equals: input.lead } },
        { removed: { not_equals: true } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs.length) return false
  await payload.db.updateOne({
    collection: 'lead-documents',
    id: docs[0].id,
    data: { removed: true },
  })
  return true
}

/** The names of what a lead's visitor sent and has not removed, oldest first. */
export async function visitorDocuments(
  payload: Payload,
  lead: Id,
): Promise<Array<{ id: Id; name: string; request: string }>> {
  const { docs } = await payload.find({
    collection: 'lead-documents',
    where: { and: [{ lead: { equals: lead } }, { removed: { not_equals: true } }] },
    sort: 'uploadedAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.originalName, request: doc.requestKey ?? '' }))
}
