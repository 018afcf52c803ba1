// npm run restore -- <file> [--replace]
// A backup of `npm run backup` into the database of DATABASE_URL, MEDIA_DIR and DOCUMENTS_DIR,
// which must be empty unless --replace (README, "Backups and restore"). Stop every instance first.
import { EnvironmentError, parseEnvironment } from '../src/lib/env.mjs'
import { restoreBackup } from '../src/lib/operations/backup/restore.mjs'
import { BackupError } from '../src/lib/operations/backup/sealed-file.mjs'

const args = process.argv.slice(2)
const [file] = args.filter((arg) => !arg.startsWith('--'))
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--replace')
try {
  if (!file || unknown.length) throw new BackupError('Usage: npm run restore -- <file> [--replace]')
  const settings = parseEnvironment()
  const { manifest, media, documents } = await restoreBackup({
    file,
    databaseUrl: settings.DATABASE_URL,
    mediaDir: settings.MEDIA_DIR,
    documentsDir: settings.DOCUMENTS_DIR,
    key: settings.BACKUP_KEY,
    replace: args.includes('--replace'),
  })
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${rows} rows in ` +
      `${Object.keys(manifest.tables).length} tables (each table's count checked), ${media} upload(s), ` +
      `${documents} client document(s).`,
  )
  if (manifest.auditHead) {
    const { seq, hash } = manifest.auditHead
    console.log(
      `Check the audit trail with the server's PAYLOAD_SECRET: npm run audit:verify -- ${seq}:${hash}`,
    )
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvironmentError)) throw error
  console.error(`Restore failed: ${error.message}`)
  process.exit(1)
}
