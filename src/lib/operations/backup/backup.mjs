// `npm run backup -- <file>`: the database, copied consistently while the site serves, the
// uploads of MEDIA_DIR and the clients' documents of DOCUMENTS_DIR, in one file sealed with
// BACKUP_KEY (sealed-file.mjs, archive.mjs).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { archiveWriter } from './archive.mjs'
import { mediaFiles } from './media-files.mjs'
import { BackupError, backupKey, openSealedWriter } from './sealed-file.mjs'
import { isPostgresUrl, snapshotPostgres, snapshotSqlite } from './snapshot.mjs'

/**
 * @param {{ file: string, databaseUrl: string, mediaDir: string, documentsDir?: string, key: string | undefined }} options
 * @returns {Promise<{ bytes: number, tables: Record<string, number>, media: number, documents: number, auditHead: { seq: number, hash: string } | null }>}
 */
export async function createBackup({ file, databaseUrl, mediaDir, documentsDir, key }) {
  const sealKey = backupKey(key)
  const target = path.resolve(file)
  if (fs.existsSync(target)) throw new BackupError(`${target} exists: choose a new file name`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  // The SQLite copy waits here unencrypted until sealed: a folder only this user reads.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
  const sealed = await openSealedWriter(target, sealKey)
  const archive = archiveWriter(sealed)
  try {
    /** @param {AsyncIterable<Buffer>} content @param {import('./snapshot.mjs').Figures} figures */
    const writeDatabase = async (content, figures) => {
      const adapter = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite'
      const manifest = { format: 1, adapter, createdAt: new Date().toISOString(), ...figures }
      await archive.entry('manifest.json', Buffer.from(JSON.stringify(manifest)))
      await archive.entry('database', content)
      return figures
    }
    /** @type {import('./snapshot.mjs').Figures | undefined} */
    let figures
    if (isPostgresUrl(databaseUrl)) {
      await snapshotPostgres(databaseUrl, async (content, counted) => {
        figures = await writeDatabase(content, counted)
      })
    } else {
      const snapshot = await snapshotSqlite(databaseUrl, workDir)
      figures = await writeDatabase(snapshot.content, snapshot.figures)
    }
    // After the database: every file it names is already on disk (a file name is never reused).
    // One removed meanwhile is left out; one added meanwhile comes along unnamed, harmless.
    const media = await archiveFolder(archive, 'media', mediaDir)
    const documents = documentsDir ? await archiveFolder(archive, 'documents', documentsDir) : 0
    await archive.entry('end.json', Buffer.from(JSON.stringify({ media, documents })))
    const bytes = await sealed.close()
    return { bytes, media, documents, .../** @type {import('./snapshot.mjs').Figures} */ (figures) }
  } catch (error) {
    await sealed.abort()
    throw error
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

/**
 * Every file of `folder` as an entry `<prefix>/<path>`: how many.
 * @param {ReturnType<typeof archiveWriter>} archive @param {string} prefix @param {string} folder
 */
async function archiveFolder(archive, prefix, folder) {
  let count = 0
  for (const relative of mediaFiles(folder)) {
    let content
    try {
      content = await fs.promises.readFile(path.join(folder, relative))
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') continue
      throw error
    }
    await archive.entry(`${prefix}/${relative}`, content)
    count += 1
  }
  return count
}
