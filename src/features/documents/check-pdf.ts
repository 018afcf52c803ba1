import { EncryptedPDFError, PDFDocument } from 'pdf-lib'

/** Whether the file declares encryption (its trailer's /Encrypt), read as leniently as pdf-lib can. */
async function declaresEncryption(data: Buffer) {
  try {
    const document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })
    return document.isEncrypted
  } catch {
    return false
  }
}

/**
 * A PDF the firm can open: parsed whole (an object it cannot read is an error, not a skip) with
 * at least one page, and not encrypted (staff could not read it without the client's password;
 * pdf-lib's `load` throws EncryptedPDFError unless told `ignoreEncryption`). An encrypted file's
 * objects may not parse at all, so a failed parse asks again whether the file declares encryption.
 */
export async function pdfProblem(data: Buffer): Promise<'encrypted' | 'broken' | null> {
  try {
    const document = await PDFDocument.load(data, {
      throwOnInvalidObject: true,
      updateMetadata: false,
    })
    return document.getPageCount() > 0 ? null : 'broken'
  } catch (error) {
    if (error instanceof EncryptedPDFError || (await declaresEncryption(data))) return 'encrypted'
    return 'broken'
  }
}
