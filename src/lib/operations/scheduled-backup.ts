import type { Payload } from 'payload'
import { firmAdmins } from '@/lib/access/firm-admins'
import { backgroundJob } from '@/lib/background-job'
import { env } from '@/lib/env.mjs'
import { claimOnce } from '@/lib/payload/claim-once'
import { createBackup } from './backup/backup.mjs'
import { lastBackupKey } from './backup/last-backup-key.mjs'
import { backupDestination, type BackupDestination } from './backup-destination'
import { backupFailureMail } from './backup-failure-mail'
import { copiesToRemove, copyName } from './backup-rotation'

/** What the admin shows and the metrics report: the last scheduled or manual backup that worked. */
export type LastBackup = { at: string; bytes: number; file?: string }

const claimPrefix = 'site:scheduled-backup:'

async function reportFailure(payload: Payload, day: string, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error)
  payload.logger.error({ msg: 'Scheduled backup failed', day, reason })
  for (const admin of await firmAdmins(payload)) {
    if (!admin.email) continue
    const mail = backupFailureMail(admin.alertLanguage === 'en' ? 'en' : 'es', day, reason)
    await Promise.resolve(payload.sendEmail({ to: admin.email, ...mail })).catch((sendError) =>
      payload.logger.error(`Backup failure mail to ${admin.email}: ${sendError.message}`),
    )
  }
}

/** Writes today's copy (and, on Sundays, the weekly one) to the destination, then prunes old ones. */
async function backUp(payload: Payload, destination: BackupDestination, now: Date, day: string) {
  const settings = env()
  const daily = copyName('daily', day)
  const result = await destination.store(daily, (file) =>
    createBackup({
      file,
      databaseUrl: settings.DATABASE_URL,
      mediaDir: settings.MEDIA_DIR,
      documentsDir: settings.DOCUMENTS_DIR,
      key: settings.BACKUP_KEY,
    }),
  )
  if (now.getUTCDay() === 0 && settings.BACKUP_KEEP_WEEKLY > 0) {
    await destination.copy(daily, copyName('weekly', day))
  }
  const { BACKUP_KEEP_DAILY: keepDaily, BACKUP_KEEP_WEEKLY: keepWeekly } = settings
  for (const name of copiesToRemove(await destination.list(), keepDaily, keepWeekly)) {
    await destination.remove(name)
  }
  const last: LastBackup = { at: now.toISOString(), bytes: result.bytes, file: daily }
  await payload.kv.set(lastBackupKey, last)
  payload.logger.info({
    msg: 'Scheduled backup written',
    file: last.file,
    bytes: last.bytes,
    to: destination.kind,
  })
}

/** Today's backup, once across instances: the instance that claims the day writes it. */
export async function runScheduledBackup(payload: Payload, now = new Date()) {
  const schedule = env().BACKUP_SCHEDULE
  if (!schedule) return 'off'
  const day = now.toISOString().slice(0, 10)
  // One instance a day: the first to claim the day writes the backup.
  if (!(await claimOnce(payload, `${claimPrefix}${day}`))) return 'taken'
  try {
    await backUp(payload, backupDestination(schedule), now, day)
    return 'written'
  } catch (error) {
    await reportFailure(payload, day, error)
    return 'failed'
  }
}

const backupJob = backgroundJob(
  'scheduledBackup',
  (payload: Payload) => runScheduledBackup(payload).then(() => undefined),
  {
    rerun: false,
    onError: (payload, error) =>
      payload.logger.error({ err: error, msg: 'Scheduled backup check failed' }),
  },
)

/**
 * With BACKUP_SCHEDULE set: at start and every 15 minutes, the first instance to find today's
 * backup (UTC day) not yet claimed writes it.
 */
export function startScheduledBackups(payload: Payload) {
  if (!env().BACKUP_SCHEDULE) return
  backupJob.start(payload, 15 * 60_000)
}

/** The last backup that worked, for the admin's screen. */
export async function lastBackup(payload: Payload): Promise<LastBackup | null> {
  const stored = (await payload.kv.get(lastBackupKey)) as LastBackup | null
  return stored?.at ? stored : null
}

/** Over a day and an hour old: the daily copy was missed (the admin's screen says so). */
export function backupIsStale(last: LastBackup, now = Date.now()) {
  return now - Date.parse(last.at) > 25 * 60 * 60_000
}
