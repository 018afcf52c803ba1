import { cachedQuery } from '@/lib/cache/cached-query'
import { cacheTags } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload/payload'
import { readSchedule } from './schedule'

/**
 * The business hours and time zone of the Intake schedule, for public pages (the thank-you page,
 * the footer). Cached like the rest of the content: saving the schedule revalidates the tag.
 * Only hours are read here, never who is on duty.
 */
export const getOfficeHours = () =>
  cachedQuery(
    async () => {
      const schedule = await readSchedule(await payloadClient())
      return { hours: schedule.hours, timeZone: schedule.timeZone }
    },
    ['office-hours'],
    cacheTags.schedule,
  )
