/** Checks the environment, the database and the secret (the process ends with one line
 * when they cannot work), connects Payload at server start so migrations and the first-run sample
 * content are in place before the first visitor arrives, and starts the background workers: the
 * lead outbox that retries deliveries and the optional Google reviews sync. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { verifyStartup } = await import('@/lib/payload/startup-check')
    // Exits the process with one line when the database or the secret cannot work.
    const payload = await verifyStartup(async () =>
      (await import('@/lib/payload/payload')).payloadClient(),
    )
    const { startOutboxWorker } = await import('@/features/leads/delivery/outbox')
    const { startGoogleReviewSync } = await import('@/features/reviews/sync-worker')
    const { startPageScheduler } = await import('@/features/pages/schedule')
    startOutboxWorker(payload)
    startGoogleReviewSync(payload)
    const { startRetentionWorker } = await import('@/features/leads/pipeline/retention')
    startRetentionWorker(payload)
    startPageScheduler(payload)
    const { sampleBackupAge } = await import('@/lib/operations/backup-metric')
    sampleBackupAge(payload)
    const { startScheduledBackups } = await import('@/lib/operations/scheduled-backup')
    startScheduledBackups(payload)
  }
}
