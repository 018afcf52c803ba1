/** Guards the HTTP methods, connects Payload at server start, so migrations and the first-run sample content are in place
 * before the first visitor arrives, and starts the background workers: the lead outbox that
 * retries deliveries and the optional Google reviews sync. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installMethodGuard } = await import('./features/cms/method-guard')
    installMethodGuard()
    const { payloadClient } = await import('./features/cms/payload')
    const { startOutboxWorker } = await import('./features/leads/outbox')
    const { startGoogleReviewSync } = await import('./features/reviews/sync-worker')
    const payload = await payloadClient()
    startOutboxWorker(payload)
    startGoogleReviewSync(payload)
  }
}
