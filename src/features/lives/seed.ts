import type { Payload } from 'payload'
import { imageMaker } from '@/lib/media/seed-image'
import { upsertBilingual } from '@/lib/payload/upsert'
import { sampleLives } from './sample-lives'

/** Sample live sessions of the founder. */
export async function seedLives(payload: Payload) {
  const image = imageMaker(payload)

  for (const [index, live] of sampleLives.entries()) {
    const url = `https://www.youtube.com/@riveracastillo.example/live-${index + 1}`
    await upsertBilingual(
      payload,
      'live-sessions',
      { field: 'url', value: url },
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
