import type { Payload } from 'payload'
import { lexicalFromLines } from './lexical-state'
import { sampleTemplates } from './sample-templates'

/** The sample engagement templates (replaced by title: idempotent). */
export async function seedEngagementTemplates(payload: Payload) {
  for (const { paragraphs, ...sample } of sampleTemplates) {
    const data = { ...sample, body: lexicalFromLines(paragraphs) }
    const existing = await payload.find({
      collection: 'engagement-templates',
      where: { title: { equals: sample.title } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) {
      await payload.update({
        collection: 'engagement-templates',
        id: existing.docs[0].id,
        data: data as never,
      })
    } else {
      await payload.create({ collection: 'engagement-templates', data: data as never })
    }
  }
}
