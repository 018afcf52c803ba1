import type { Payload } from 'payload'
import sharp from 'sharp'
import { sceneOf, sceneSvg } from './sample-scenes'

export type SampleImage = {
  /** File name of the generated image, e.g. `blog-visa-u.png`. */
  name: string
  /** What the picture stands for (kept for reference; no text is drawn into it). */
  title: string
  subtitle?: string
  alt: { es: string; en: string }
  /** Two colours washed lightly over the illustrated scene (lib/media/sample-scenes.ts). */
  colors?: [string, string]
  /** A neutral illustrated head-and-shoulders portrait with these initials, not a gradient card. */
  portrait?: { initials: string; tone: number }
  width?: number
  height?: number
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Skin, hair and clothing tones of the illustrated portraits, picked per person. */
const portraitTones = [
  { skin: '#e0b48c', hair: '#3b2a20', coat: '#334155' },
  { skin: '#c68e64', hair: '#1f1a17', coat: '#1e3a5f' },
  { skin: '#f1c9a5', hair: '#6b4a2f', coat: '#475569' },
  { skin: '#a8724f', hair: '#2a211c', coat: '#3f3f46' },
]

/** A calm, neutral illustrated portrait (head, hair, shoulders) with initials: clearly a placeholder. */
function portraitSvg(width: number, height: number, { initials, tone }: { initials: string; tone: number }) {
  const { skin, hair, coat } = portraitTones[tone % portraitTones.length]
  const s = Math.min(width, height) / 100
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#eceae6"/>
  <g transform="translate(${(width - 100 * s) / 2} ${height - 100 * s}) scale(${s})">
    <path d="M14 100 C16 78 32 70 50 70 C68 70 84 78 86 100 Z" fill="${coat}"/>
    <path d="M42 64 h16 v10 c0 4 -16 4 -16 0 Z" fill="${skin}"/>
    <path d="M44 72 L50 84 L56 72 Z" fill="#f8fafc"/>
    <ellipse cx="50" cy="44" rx="17" ry="21" fill="${skin}"/>
    <path d="M32 44 C30 24 40 18 50 18 C62 18 71 25 68 44 C66 34 58 29 50 30 C42 30 35 34 32 44 Z" fill="${hair}"/>
  </g>
  <circle cx="${width - 16 * s}" cy="${16 * s}" r="${11 * s}" fill="#ffffff" opacity="0.9"/>
  <text x="${width - 16 * s}" y="${16 * s}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${9 * s}" font-weight="700" fill="#334155">${escapeXml(initials)}</text>
</svg>`
}

/** Draws a sample image locally (SVG rendered by sharp): sample content never fetches images. */
export async function renderSampleImage(image: SampleImage): Promise<Buffer> {
  const { width = 1200, height = 675 } = image
  if (image.portrait) {
    const svg = portraitSvg(width, height, image.portrait)
    return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
  }
  // No text is drawn: a picture's words would be in one language on pages of both, cut off in
  // narrow crops and unreadably small in thumbnails. Headings and captions are HTML.
  const number = Number(/(\d+)\.png$/.exec(image.name)?.[1] ?? 0)
  const svg = sceneSvg(sceneOf(image.name), width, height, image.colors, number)
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

type Id = number | string

/**
 * One generated image per name, made once and reused (the seed runs again on `npm run seed`).
 * Banners and posters sit behind localized headings, so only images shown on their own (photos,
 * live thumbnails) carry a caption drawn into them.
 */
export function imageMaker(payload: Payload) {
  const made = new Map<string, Promise<Id>>()
  return (
    name: string,
    alt: string,
    size: [number, number] = [1200, 675],
    caption = '',
    portrait?: { initials: string; tone: number },
  ) => {
    if (!made.has(name)) {
      made.set(
        name,
        sampleMedia(payload, {
          name: `${name}.png`,
          title: caption,
          alt: { es: alt, en: alt },
          width: size[0],
          height: size[1],
          portrait,
        }).then((doc) => doc.id),
      )
    }
    return made.get(name)!
  }
}

/** 'Elena Rivera' → 'ER', 'María G.' → 'MG'. */
export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/[^\p{L}]/gu, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('')
    .slice(0, 2)
}
