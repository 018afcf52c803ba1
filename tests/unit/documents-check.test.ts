import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkDocument } from '../../src/features/documents/check-document'
import { maxDocumentBytes } from '../../src/features/documents/limits'
import {
  encryptedPdf,
  hasGps,
  heicWithGps,
  jpegWithGps,
  pdf,
  png,
  windowsProgram,
} from '../support/document-files'

// Issue 36, documents: a file is judged by its bytes; photos lose their metadata.
describe('checkDocument', () => {
  it('accepts a PDF as sent', async () => {
    const data = await pdf()
    expect(await checkDocument(data)).toEqual({
      ok: true,
      data,
      mimeType: 'application/pdf',
      extension: 'pdf',
    })
  })

  it('draws a JPEG again without its EXIF (GPS, phone model)', async () => {
    const photo = await jpegWithGps()
    expect(hasGps(photo)).toBe(true)
    const checked = await checkDocument(photo)
    if (!checked.ok) throw new Error(checked.reason)
    expect(checked.mimeType).toBe('image/jpeg')
    expect(hasGps(checked.data)).toBe(false)
    const metadata = await sharp(checked.data).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 })
  })

  it('turns a HEIC phone photo with GPS into a JPEG without it', async () => {
    const photo = heicWithGps()
    expect(hasGps(photo)).toBe(true)
    const checked = await checkDocument(photo)
    if (!checked.ok) throw new Error(checked.reason)
    expect(checked).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg' })
    expect(hasGps(checked.data)).toBe(false)
    const metadata = await sharp(checked.data).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect(metadata.exif).toBeUndefined()
  })

  it('keeps a PNG a PNG', async () => {
    expect(await checkDocument(await png())).toMatchObject({ ok: true, mimeType: 'image/png' })
  })

  it('refuses a program whatever its name, text, and files it cannot read', async () => {
    expect(await checkDocument(windowsProgram())).toEqual({ ok: false, reason: 'type' })
    expect(await checkDocument(Buffer.from('hello, this is plain text'))).toEqual({
      ok: false,
      reason: 'type',
    })
    expect(await checkDocument(Buffer.alloc(0))).toEqual({ ok: false, reason: 'broken' })
    const cut = (await pdf()).subarray(0, 300)
    expect(await checkDocument(cut)).toEqual({ ok: false, reason: 'broken' })
    const badJpeg = Buffer.concat([(await jpegWithGps()).subarray(0, 200)])
    expect(await checkDocument(badJpeg)).toEqual({ ok: false, reason: 'broken' })
  })

  it('refuses an encrypted PDF', async () => {
    expect(await checkDocument(encryptedPdf())).toEqual({ ok: false, reason: 'encrypted' })
  })

  it('refuses a file over 15 MB by one byte, before reading it', async () => {
    const big = Buffer.concat([await pdf(), Buffer.alloc(maxDocumentBytes)]).subarray(
      0,
      maxDocumentBytes + 1,
    )
    expect(await checkDocument(big)).toEqual({ ok: false, reason: 'size' })
  })
})
