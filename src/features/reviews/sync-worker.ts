import type { Payload } from 'payload'
import { backgroundJob } from '@/lib/background-job'
import { placesSettings, syncGoogleReviews } from './places-sync'

const syncJob = backgroundJob(
  'googleReviewsSync',
  async (payload: Payload) => {
    const settings = placesSettings()
    if (!settings) return
    const count = await syncGoogleReviews(payload, settings)
    payload.logger.info({ msg: `Google reviews synced: ${count}` })
  },
  {
    rerun: false,
    onError: (payload, error) =>
      payload.logger.warn({ msg: `Google reviews sync failed: ${(error as Error).message}` }),
  },
)

/**
 * Bumped after each sync; part of the reviews' cache key. A sync runs outside any request, where
 * Next cannot revalidate tags: a new cache key instead.
 */
export const reviewsSyncVersion = () => syncJob.completedRuns()

/** Starts the periodic sync when GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID are set. */
export function startGoogleReviewSync(payload: Payload) {
  const settings = placesSettings()
  if (settings) syncJob.start(payload, settings.intervalMs)
}
