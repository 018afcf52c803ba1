import decodeHeic from 'heic-decode'
import sharp from 'sharp'

/**
 * A photo drawn again from its pixels: sharp writes no metadata unless asked (`withMetadata`),
 * so EXIF (GPS position, phone model, time) and XMP are gone. The orientation EXIF carried is
 * applied to the pixels first (`rotate()`), so the photo still stands the right way up.
 */
export async function reencodeImage(data: Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(data, { failOn: 'error' }).rotate()
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer()
}

/**
 * A phone's HEIC photo as a JPEG. sharp's prebuilt libvips reads HEIF only with AV1 (AVIF), not
 * the HEVC of iPhone photos, so the pixels come from libheif compiled to WebAssembly
 * (heic-decode), and sharp encodes them: the pixels alone, no metadata.
 */
export async function heicToJpeg(data: Buffer): Promise<Buffer> {
  const { width, height, data: pixels } = await decodeHeic({ buffer: new Uint8Array(data) })
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer()
}
