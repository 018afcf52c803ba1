/** Connects Payload at server start, so migrations and the first-run sample content are in place
 * before the first visitor arrives, and starts the lead outbox worker that retries deliveries. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { payloadClient } = await import('./features/cms/payload')
    const { startOutboxWorker } = await import('./features/leads/outbox')
    startOutboxWorker(await payloadClient())
  }
}
