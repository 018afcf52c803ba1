import type { Payload } from 'payload'
import { placesSettings, syncGoogleReviews } from './places-sync'
import { reviewsSyncState } from './sync-state'

async function runOnce(payload: Payload) {
  const state = reviewsSyncState()
  const settings = placesSettings()
  if (!settings || state.running) return
  state.running = true
  try {
    const count = await syncGoogleReviews(payload, settings)
    // A sync runs outside any request, where Next cannot revalidate tags: a new cache key instead.
    state.version += 1
    payload.logger.info({ msg: `Google reviews synced: ${count}` })
  } catch (error) {
    payload.logger.warn({ msg: `Google reviews sync failed: ${(error as Error).message}` })
  } finally {
    state.running = false
  }
}

/** Starts the periodic sync when GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID are set. */
export function startGoogleReviewSync(payload: Payload) {
  const state = reviewsSyncState()
  const settings = placesSettings()
  if (!settings || state.timer) return
  state.timer = setInterval(() => void runOnce(payload), settings.intervalMs)
  state.timer.unref()
  void runOnce(payload)
}
