import type { Payload } from 'payload'
import sharp from 'sharp'

export type SampleImage = {
  /** File name of the generated image, e.g. `blog-visa-u.png`. */
  name: string
  title: string
  subtitle?: string
  alt: { es: string; en: string }
  /** Background colours of the gradient. */
  colors?: [string, string]
  width?: number
  height?: number
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Draws a sample image locally (SVG rendered by sharp): sample content never fetches images. */
export async function renderSampleImage(image: SampleImage): Promise<Buffer> {
  const { width = 1200, height = 675, colors = ['#123b6c', '#1f5fa8'] } = image
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff" opacity="0.08"/>
  <text x="60" y="${height / 2}" font-family="sans-serif" font-size="${Math.round(width / 18)}" font-weight="700" fill="#ffffff">${escapeXml(image.title)}</text>
  ${image.subtitle ? `<text x="60" y="${height / 2 + width / 14}" font-family="sans-serif" font-size="${Math.round(width / 36)}" fill="#e2e8f0">${escapeXml(image.subtitle)}</text>` : ''}
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** Creates (or finds, by file name) a generated sample image in the media collection. */
export async function sampleMedia(payload: Payload, image: SampleImage) {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: image.name } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0]
  const data = await renderSampleImage(image)
  const doc = await payload.create({
    collection: 'media',
    locale: 'es',
    data: { alt: image.alt.es },
    file: { data, mimetype: 'image/png', name: image.name, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: image.alt.en } })
  return doc
}
