import type { Payload } from 'payload'
import { imageMaker } from '@/lib/media/seed-image'
import { upsertBilingual } from '@/lib/payload/upsert'
import type { SampleBlockText } from './sample-blocks'
import { homeBlocks } from './sample-blocks-home'
import { legalBlocks } from './sample-blocks-legal'
import { pageBlocks } from './sample-blocks-pages'

const sampleBlocks = [...homeBlocks, ...pageBlocks, ...legalBlocks]

/** Sample content blocks of the marketing pages. */
export async function seedBlocks(payload: Payload) {
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
    await upsertBilingual(
      payload,
      'content-blocks',
      { field: 'key', value: block.key },
      { ...shared, ...(await text(block.es)) },
      await text(block.en),
    )
  }
}
