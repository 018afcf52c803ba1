// npm run backup -- <file>
// The database of DATABASE_URL (a consistent copy while the site serves), the uploads of
// MEDIA_DIR and the clients' documents of DOCUMENTS_DIR in one file encrypted with BACKUP_KEY
// (README, "Backups and restore").
import { EnvironmentError, parseEnvironment } from '../src/lib/env.mjs'
import { createBackup } from '../src/lib/operations/backup/backup.mjs'
import { recordBackupSuccess } from '../src/lib/operations/backup/last-backup.mjs'
import { BackupError } from '../src/lib/operations/backup/sealed-file.mjs'

const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
try {
  if (!file) throw new BackupError('Usage: npm run backup -- <file>')
  const settings = parseEnvironment()
  const result = await createBackup({
    file,
    databaseUrl: settings.DATABASE_URL,
    mediaDir: settings.MEDIA_DIR,
    documentsDir: settings.DOCUMENTS_DIR,
    key: settings.BACKUP_KEY,
  })
  const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0)
  console.log(
    `Backup written: ${file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB): ` +
      `${rows} rows in ${Object.keys(result.tables).length} tables, ${result.media} upload(s), ` +
      `${result.documents} client document(s).`,
  )
  if (result.auditHead) {
    console.log(`Audit head in it: seq ${result.auditHead.seq} hash ${result.auditHead.hash}`)
  }
  // For the metrics' backups-stale alert; the backup itself is good whether or not this works.
  await recordBackupSuccess(settings.DATABASE_URL, { at: new Date(), bytes: result.bytes }).catch(
    (error) => console.error(`Backup written, but its time was not recorded: ${error.message}`),
  )
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvironmentError)) throw error
  console.error(`Backup failed: ${error.message}`)
  process.exit(1)
}
