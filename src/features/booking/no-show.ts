import type { CollectionAfterChangeHook } from 'payload'
import type { Booking } from '@/payload-types'
import { queueBookingTexts } from './queue-texts'

/** Marked no-show by staff: the visitor gets one text to book again (its key makes it once). */
export const afterBookingStatus: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && doc.status === 'no-show' && previousDoc?.status !== 'no-show') {
    await queueBookingTexts(req.payload, doc, 'no-show')
  }
  return doc
}
