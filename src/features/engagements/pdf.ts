import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Letter } from './letter'
import { engagementTexts } from './texts'

export type SigningEvidence = {
  signerName: string
  contact: string
  ip: string
  userAgent: string
  openedAt: string
  consentedAt: string
  signedAt: string
}

const pageSize: [number, number] = [612, 792]
const margin = 56
const width = pageSize[0] - margin * 2

// Windows-1252 (the standard fonts' encoding) beyond Latin-1: anything else becomes '?'.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
const printable = (text: string) =>
  [...text.replace(/\t/g, '    ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0
      return (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || winAnsiExtras.has(char)
        ? char
        : '?'
    })
    .join('')

/** Lines of at most the page's width, broken at spaces (a long word alone is cut). */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = []
  for (const paragraph of printable(text).split('\n')) {
    let line = ''
    for (const word of paragraph.split(/ +/)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

/** Writes flowing text, starting new pages as needed. */
class Writer {
  page!: PDFPage
  y = 0
  constructor(
    private doc: PDFDocument,
    private fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage()
  }
  newPage() {
    this.page = this.doc.addPage(pageSize)
    this.y = pageSize[1] - margin
  }
  text(
    text: string,
    options: { size?: number; bold?: boolean; gap?: number; indent?: number } = {},
  ) {
    const size = options.size ?? 11
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    for (const line of wrap(text, font, size)) {
      if (this.y - size < margin) this.newPage()
      this.y -= size * 1.35
      this.page.drawText(line, {
        x: margin + (options.indent ?? 0),
        y: this.y,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      })
    }
    this.y -= options.gap ?? 6
  }
}

const when = (iso: string) => `${new Date(iso).toISOString().replace('T', ' ').slice(0, 19)} UTC`

/**
 * The signed letter before its seal: the letter as shown, a signature page, and the certificate
 * of completion (who signed, with what phone or e-mail, from where, when it was opened,
 * consented to and signed, and the SHA-256 of the letter as shown).
 */
export async function letterPdf(letter: Letter, hash: string, evidence: SigningEvidence) {
  const t = engagementTexts(letter.locale).pdf
  const doc = await PDFDocument.create()
  doc.setTitle(printable(letter.title))
  doc.setLanguage(letter.locale)
  doc.setCreationDate(new Date(evidence.signedAt))
  doc.setModificationDate(new Date(evidence.signedAt))
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const out = new Writer(doc, fonts)
  out.text(letter.title, { size: 16, bold: true, gap: 12 })
  for (const block of letter.blocks) {
    if (block.kind === 'heading') out.text(block.text, { size: 13, bold: true })
    else if (block.kind === 'item') out.text(`•  ${block.text}`, { indent: 12, gap: 2 })
    else out.text(block.text)
  }
  out.newPage()
  out.text(t.signaturePage, { size: 16, bold: true, gap: 16 })
  out.text(t.signedBy, { bold: true, gap: 2 })
  out.text(`/${evidence.signerName}/`, { size: 18, gap: 2 })
  out.page.drawLine({
    start: { x: margin, y: out.y },
    end: { x: margin + 300, y: out.y },
    thickness: 0.8,
  })
  out.y -= 10
  out.text(evidence.signerName, { gap: 12 })
  out.text(`${t.signedAt}: ${when(evidence.signedAt)}`, { gap: 12 })
  out.text(t.countersignNote)
  out.newPage()
  out.text(t.certificate, { size: 16, bold: true, gap: 16 })
  const rows: [string, string][] = [
    [t.signer, evidence.signerName],
    [t.contact, evidence.contact],
    [t.ip, evidence.ip],
    [t.userAgent, evidence.userAgent],
    [t.openedAt, when(evidence.openedAt)],
    [t.consentedAt, when(evidence.consentedAt)],
    [t.signedAtShort, when(evidence.signedAt)],
    [t.hash, hash],
  ]
  for (const [name, value] of rows) {
    out.text(name, { bold: true, gap: 0, size: 10 })
    out.text(value || '-', { gap: 8, size: 10 })
  }
  out.text(t.sealNote, { size: 9 })
  return doc
}
