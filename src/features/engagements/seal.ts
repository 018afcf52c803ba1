import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib'
import { P12Signer } from '@signpdf/signer-p12'
import signpdf from '@signpdf/signpdf'
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils'
import type { PDFDocument } from 'pdf-lib'
import { signingKey } from './certificate'

/**
 * Seals a finished PDF with the firm's certificate (PAdES: a CAdES detached signature over the
 * byte ranges around it), so that any later change shows in a PDF reader.
 */
export async function sealPdf(
  doc: PDFDocument,
  details: { reason: string; name: string; location: string; contact: string; at: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    name: details.name,
    location: details.location,
    contactInfo: details.contact,
    signingTime: details.at,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  })
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }))
  const { p12, passphrase } = signingKey()
  return signpdf.sign(bytes, new P12Signer(p12, { passphrase }), details.at)
}
