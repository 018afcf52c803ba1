// `npm run restore -- <file> [--replace]`: a backup of `npm run backup` into the database of
// DATABASE_URL and the folders MEDIA_DIR and DOCUMENTS_DIR. The whole file is decrypted and checked first (a wrong
// key or a changed byte stops it before anything is touched); a database with rows or a media
// folder with files is refused unless `replace`; the rows per table must then match the backup's.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { createClient } from '@libsql/client'
import { collect, readArchive } from './archive.mjs'
import { insideFolder, mediaFiles } from './media-files.mjs'
import { BackupError, backupKey, readSealed } from './sealed-file.mjs'
import {
  figuresOf,
  isPostgresUrl,
  libsqlQuery,
  postgresClient,
  postgresTables,
  redacted,
  sqliteFile,
  sqliteTables,
} from './snapshot.mjs'

/** @typedef {import('./snapshot.mjs').Figures} Figures */

/** The target's rows per table (none when its file or tables do not exist yet). */
async function targetFigures(/** @type {string} */ url) {
  if (isPostgresUrl(url)) {
    const client = await postgresClient(url)
    try {
      const { rows } = await client.query(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
      )
      const others = Number(rows[0].n)
      const figures = await figuresOf(async (sql) => (await client.query(sql)).rows, postgresTables)
      return { figures, others }
    } finally {
      await client.end().catch(() => {})
    }
  }
  const file = sqliteFile(url)
  if (!fs.existsSync(file)) return { figures: { tables: {}, auditHead: null }, others: 0 }
  const client = createClient({ url: `file:${file}` })
  try {
    return { figures: await figuresOf(libsqlQuery(client), sqliteTables), others: 0 }
  } finally {
    client.close()
  }
}

/** Refuses a target holding data (unless `replace`) and a PostgreSQL database in use. */
async function checkTargets(
  /** @type {string} */ databaseUrl,
  /** @type {string} */ mediaDir,
  /** @type {string | undefined} */ documentsDir,
  /** @type {boolean} */ replace,
) {
  const { figures, others } = await targetFigures(databaseUrl)
  if (others > 0) {
    throw new BackupError(
      `${others} other connection(s) to ${redacted(databaseUrl)} are open: stop every instance ` +
        'of the site before restoring',
    )
  }
  // The tables an operator knows first, then the others.
  const first = ['leads', 'users', 'audit_events', 'media']
  const rank = (/** @type {string} */ table) => (first.includes(table) ? first.indexOf(table) : 9)
  const withRows = Object.entries(figures.tables)
    .filter(([, rows]) => rows > 0)
    .sort(([a], [b]) => rank(a) - rank(b))
  const uploads = mediaFiles(mediaDir).length
  const documents = documentsDir ? mediaFiles(documentsDir).length : 0
  if (!replace && (withRows.length || uploads || documents)) {
    const held = [
      withRows.length &&
        `the database ${redacted(databaseUrl)} has rows (${withRows
          .slice(0, 3)
          .map(([table, rows]) => `${table}: ${rows}`)
          .join(', ')}${withRows.length > 3 ? ', …' : ''})`,
      uploads && `MEDIA_DIR (${mediaDir}) has ${uploads} file(s)`,
      documents && `DOCUMENTS_DIR (${documentsDir}) has ${documents} file(s)`,
    ].filter(Boolean)
    throw new BackupError(
      `Refused: ${held.join(' and ')}. Restore into an empty database and folder, or stop every ` +
        'instance and run again with --replace to overwrite them.',
    )
  }
  return Object.keys(figures.tables).length > 0
}

/**
 * Decrypts and checks the whole backup into `workDir`: the database as `database`, uploads under
 * `media/`, clients' documents under `documents/`. Returns the manifest.
 */
async function unpack(
  /** @type {string} */ file,
  /** @type {Buffer} */ key,
  /** @type {string} */ workDir,
  /** @type {string} */ databaseUrl,
) {
  /** @type {(Figures & { adapter: string, createdAt: string }) | undefined} */
  let manifest
  let ended = false
  /** @type {Record<string, string>} */
  const folders = { media: path.join(workDir, 'media'), documents: path.join(workDir, 'documents') }
  for await (const { name, parts } of readArchive(readSealed(file, key))) {
    if (name === 'manifest.json') {
      manifest = JSON.parse((await collect(parts)).toString('utf8'))
      const wanted = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite'
      if (manifest?.adapter !== wanted) {
        throw new BackupError(
          `${file} is a backup of a ${manifest?.adapter} database; DATABASE_URL is ${wanted}`,
        )
      }
    } else if (name === 'database') {
      await pipeline(Readable.from(parts), fs.createWriteStream(path.join(workDir, 'database')))
    } else if (/^(media|documents)\//.test(name)) {
      const [folder] = name.split('/', 1)
      const target = insideFolder(folders[folder], name.slice(folder.length + 1))
      fs.mkdirSync(path.dirname(target), { recursive: true })
      await pipeline(Readable.from(parts), fs.createWriteStream(target))
    } else if (name === 'end.json') {
      await collect(parts)
      ended = true
    } else {
      throw new BackupError(`${file} holds an unknown entry ${name}`)
    }
  }
  if (!manifest || !ended) throw new BackupError(`${file} is incomplete (no manifest or no end)`)
  return manifest
}

/** @param {string} url @param {string} dump @param {boolean} hasTables */
async function loadPostgres(url, dump, hasTables) {
  if (hasTables) {
    const client = await postgresClient(url)
    try {
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    } finally {
      await client.end().catch(() => {})
    }
  }
  const restore = spawn(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      dump,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  restore.stderr.on('data', (chunk) => (stderr += chunk))
  const code = await new Promise((resolve, reject) => {
    restore.once('error', (error) =>
      reject(
        new BackupError(
          `pg_restore could not run (${error.message}): install PostgreSQL's client ` +
            '(apt-get install -y postgresql-client)',
        ),
      ),
    )
    restore.once('close', resolve)
  })
  if (code !== 0) throw new BackupError(`pg_restore failed (exit ${code}): ${stderr.trim()}`)
}

/** @param {string} url @param {string} copy */
function loadSqlite(url, copy) {
  const file = sqliteFile(url)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const incoming = `${file}.restoring`
  fs.copyFileSync(copy, incoming)
  // The old database's journal files would be replayed over the restored file.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })
  fs.renameSync(incoming, file)
}

/** The files unpacked in `from` into `mediaDir` (its old files first removed when `replace`). @param {string} from @param {string} mediaDir @param {boolean} replace */
function loadMedia(from, mediaDir, replace) {
  if (replace) {
    for (const relative of mediaFiles(mediaDir)) fs.rmSync(path.join(mediaDir, relative))
  }
  fs.mkdirSync(mediaDir, { recursive: true })
  const files = mediaFiles(from)
  for (const relative of files) {
    const target = insideFolder(mediaDir, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(path.join(from, relative), target)
  }
  return files.length
}

/**
 * @param {{ file: string, databaseUrl: string, mediaDir: string, documentsDir?: string, key: string | undefined, replace: boolean }} options
 */
export async function restoreBackup({ file, databaseUrl, mediaDir, documentsDir, key, replace }) {
  const sealKey = backupKey(key)
  if (!fs.existsSync(file)) throw new BackupError(`${file}: no such file`)
  const hasTables = await checkTargets(databaseUrl, mediaDir, documentsDir, replace)
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'))
  try {
    const manifest = await unpack(file, sealKey, workDir, databaseUrl)
    const dump = path.join(workDir, 'database')
    if (isPostgresUrl(databaseUrl)) await loadPostgres(databaseUrl, dump, hasTables)
    else loadSqlite(databaseUrl, dump)
    const { figures } = await targetFigures(databaseUrl)
    const differing = Object.keys({ ...manifest.tables, ...figures.tables }).filter(
      (table) => manifest.tables[table] !== figures.tables[table],
    )
    if (differing.length) {
      throw new BackupError(
        `the restored rows differ from the backup's in ${differing
          .map(
            (table) => `${table} (${figures.tables[table] ?? 0} of ${manifest.tables[table] ?? 0})`,
          )
          .join(', ')}`,
      )
    }
    const media = loadMedia(path.join(workDir, 'media'), mediaDir, replace)
    const documents = documentsDir
      ? loadMedia(path.join(workDir, 'documents'), documentsDir, replace)
      : 0
    return { manifest, media, documents }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}
