import type { Payload } from 'payload'
import type { LeadText } from '@/payload-types'

export type TextRecord = Omit<LeadText, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Stores a text sent or received as evidence on its lead. A failure to store it is logged, not
 * thrown: the text went out, and the outbox must not send it again for that.
 */
export async function recordText(payload: Payload, text: TextRecord) {
  try {
    await payload.create({
      collection: 'lead-texts',
      data: { ...text, body: text.body.slice(0, 5000) },
      overrideAccess: true,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A text could not be stored on its lead' })
  }
}
