import type { Payload } from 'payload'
import { sampleMedia } from '@/lib/media/seed-image'
import { sampleBlocks, type SampleBlockText } from './sample-blocks'
import { sampleAttorneys, sampleAttorneyTestimonials, sampleLives } from './sample-people'

type Id = number | string

/**
 * One generated image per name, made once and reused (the seed runs again on `npm run seed`).
 * Banners and posters sit behind localized headings, so only images shown on their own (photos,
 * live thumbnails) carry a caption drawn into them.
 */
function imageMaker(payload: Payload) {
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
function initialsOf(name: string) {
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

async function upsert(
  payload: Payload,
  collection: 'content-blocks' | 'attorneys' | 'attorney-testimonials' | 'live-sessions',
  field: string,
  value: string,
  es: Record<string, unknown>,
  en: Record<string, unknown>,
) {
  const existing = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    locale: 'es',
    limit: 1,
    depth: 0,
  })
  const doc = existing.docs[0]
    ? await payload.update({ collection, id: existing.docs[0].id, locale: 'es', data: es })
    : await payload.create({ collection, locale: 'es', data: es as never })
  await payload.update({ collection, id: doc.id, locale: 'en', data: en })
}

/** Sample content of the marketing pages: blocks, attorneys, their testimonials, live sessions. */
export async function seedPages(payload: Payload) {
  const image = imageMaker(payload)

  for (const block of sampleBlocks) {
    const text = async (t: SampleBlockText) => ({
      title: t.title,
      body: t.body,
      items: await Promise.all(
        (t.items ?? []).map(async (item) => ({
          title: item.title,
          text: item.text,
          list: item.list?.join('\n'),
          href: item.href,
          image: item.image ? await image(item.image, item.title ?? item.image) : undefined,
        })),
      ),
    })
    const shared = {
      key: block.key,
      videoUrl: block.videoUrl,
      image: block.image ? await image(block.image, block.es.title ?? block.key) : undefined,
    }
    await upsert(
      payload,
      'content-blocks',
      'key',
      block.key,
      { ...shared, ...(await text(block.es)) },
      await text(block.en),
    )
  }

  for (const [index, attorney] of sampleAttorneys.entries()) {
    const { es, en, ...shared } = attorney
    // Illustrated stand-ins: the firm replaces them with real photos in the admin.
    const photo = await image(`attorney-${attorney.slug}`, attorney.name, [600, 600], '', {
      initials: initialsOf(attorney.name),
      tone: index,
    })
    const banner = await image(`banner-${attorney.slug}`, attorney.name)
    await upsert(
      payload,
      'attorneys',
      'slug',
      attorney.slug,
      { ...shared, ...es, photo, banner },
      en,
    )
  }

  for (const [order, testimonial] of sampleAttorneyTestimonials.entries()) {
    const photo = await image(`client-${order + 1}`, testimonial.clientName, [400, 400], '', {
      initials: initialsOf(testimonial.clientName),
      tone: order + 1,
    })
    await upsert(
      payload,
      'attorney-testimonials',
      'clientName',
      testimonial.clientName,
      { clientName: testimonial.clientName, body: testimonial.es, photo, order },
      { body: testimonial.en },
    )
  }

  for (const [index, live] of sampleLives.entries()) {
    const url = `https://www.youtube.com/@riveracastillo.example/live-${index + 1}`
    await upsert(
      payload,
      'live-sessions',
      'url',
      url,
      {
        url,
        name: live.es,
        recordedAt: live.date,
        image: await image(`live-${index + 1}-es`, live.es, [640, 360], live.es),
      },
      {
        name: live.en,
        image: await image(`live-${index + 1}-en`, live.en, [640, 360], live.en),
      },
    )
  }
}
