import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

const fixtures = path.resolve(import.meta.dirname, '../fixtures/documents')

/**
 * A phone photo in HEIC (HEVC) with GPS in its EXIF: made with libheif's `heif-enc` from a JPEG
 * carrying the GPS block below (Debian's libheif-examples), 64×48, committed as a fixture.
 */
export const heicWithGps = () => fs.readFileSync(path.join(fixtures, 'phone-photo-gps.heic'))
/** A one-page PDF encrypted with AES-256 by qpdf (user password `user-pass`). */
export const encryptedPdf = () => fs.readFileSync(path.join(fixtures, 'encrypted.pdf'))

const gps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '25/1 46/1 3000/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '80/1 11/1 4200/100',
}

/** A JPEG photo with the phone's make and a GPS position in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Fixture' }, IFD3: gps })
    .toBuffer()
}

export function png(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer()
}

export async function pdf(text = 'Notice of action'): Promise<Buffer> {
  const document = await PDFDocument.create()
  const page = document.addPage([300, 200])
  page.drawText(text, {
    x: 20,
    y: 100,
    size: 14,
    font: await document.embedFont(StandardFonts.Helvetica),
  })
  return Buffer.from(await document.save())
}

/** A Windows program (the `MZ` header and a PE signature), as a visitor might rename it `.pdf`. */
export function windowsProgram(): Buffer {
  const data = Buffer.alloc(512)
  data.write('MZ', 0, 'latin1')
  data.writeUInt32LE(0x80, 0x3c)
  data.write('PE\0\0', 0x80, 'latin1')
  return data
}

/**
 * Whether image bytes carry a GPS block: the EXIF GPS IFD pointer (tag 0x8825), in either byte
 * order, inside an `Exif` block.
 */
export function hasGps(data: Buffer): boolean {
  const exif = data.indexOf('Exif\0\0', 0, 'latin1')
  if (exif < 0) return false
  const rest = data.subarray(exif)
  return rest.includes(Buffer.from([0x88, 0x25])) || rest.includes(Buffer.from([0x25, 0x88]))
}
