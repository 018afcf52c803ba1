import { fileTypeFromBuffer } from 'file-type'
import { heicToJpeg, reencodeImage } from './check-image'
import { pdfProblem } from './check-pdf'
import { maxDocumentBytes, type RefusalReason } from './limits'

export type CheckedDocument =
  | { ok: true; data: Buffer; mimeType: string; extension: string }
  | { ok: false; reason: RefusalReason }

const heicTypes = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
])

/**
 * A visitor's file judged by its bytes (magic numbers through `file-type`), never its name or the
 * type the browser claimed: a PDF must parse and not be encrypted; JPEG and PNG photos are drawn
 * again without their metadata; a HEIC photo becomes a JPEG. What is stored is what this returns.
 */
export async function checkDocument(data: Buffer): Promise<CheckedDocument> {
  if (data.length > maxDocumentBytes) return { ok: false, reason: 'size' }
  if (data.length === 0) return { ok: false, reason: 'broken' }
  const type = await fileTypeFromBuffer(data)
  try {
    if (type?.mime === 'application/pdf') {
      const problem = await pdfProblem(data)
      if (problem) return { ok: false, reason: problem }
      return { ok: true, data, mimeType: 'application/pdf', extension: 'pdf' }
    }
    if (type?.mime === 'image/jpeg') {
      return {
        ok: true,
        data: await reencodeImage(data, 'jpeg'),
        mimeType: type.mime,
        extension: 'jpg',
      }
    }
    if (type?.mime === 'image/png') {
      return {
        ok: true,
        data: await reencodeImage(data, 'png'),
        mimeType: type.mime,
        extension: 'png',
      }
    }
    if (type && heicTypes.has(type.mime)) {
      return { ok: true, data: await heicToJpeg(data), mimeType: 'image/jpeg', extension: 'jpg' }
    }
  } catch {
    // A file with the right signature whose content cannot be read.
    return { ok: false, reason: 'broken' }
  }
  return { ok: false, reason: 'type' }
}
