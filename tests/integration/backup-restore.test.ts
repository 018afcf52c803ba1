import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditVerify, runScript } from '../support/backup-cli'
import { freshDatabase, tmpDir } from '../support/database'
import { firstStaffToken, Visitor } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { runSql } from '../support/sql'

// The backup drill of the README: leads and an upload on a serving site, `npm run backup` while
// visitors keep posting, `npm run restore` into an empty database and media folder, the restored
// site serving with the same rows, the same bytes and an audit chain that verifies. A wrong key
// and a target holding rows are refused with a clear line.

const postgres = process.env.TEST_ADAPTER === 'postgres'
const scratch = path.join(tmpDir, 'backup-restore')
const sourceMedia = path.join(scratch, 'media')
const restoredMedia = path.join(scratch, 'restored-media')
// A client's document as the documents feature stores it: a random name in DOCUMENTS_DIR.
const sourceDocuments = path.join(scratch, 'documents')
const restoredDocuments = path.join(scratch, 'restored-documents')
const documentName = 'k3v9q2x7.pdf'
const backupFile = path.join(scratch, 'site.backup')
const key = crypto.randomBytes(32).toString('hex')

let sourceUrl: string
let source: RunningServer

/** An empty database: no file yet (SQLite), or a database created without the run's template. */
async function emptyDatabase(name: string) {
  if (!postgres) {
    const file = path.join(scratch, `${name}.db`)
    return `file:${file}`
  }
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${url.pathname.slice(1)}_${name}`
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${url.pathname.slice(1)}"`)
  } finally {
    await admin.end()
  }
  return url.toString()
}

const lead = (phone: string) => ({
  nombre: 'Backup Drill',
  email: 'drill@example.com',
  phone,
  mensaje: 'Copia de seguridad',
  checkbox: '1',
  seccion: 'Footer Inglés',
})

async function postLeads(base: string, count: number, from: number) {
  const visitor = new Visitor(base)
  for (let i = 0; i < count; i++) {
    const response = await visitor.post('/api/prospecto/agregar', lead(`2025550${from + i}`))
    expect(response.status).toBe(200)
  }
}

/** The rows a backup must carry unchanged: what visitors sent, uploads, staff and the audit trail. */
async function mainRows(url: string) {
  return {
    leads: await runSql(url, 'SELECT id, nombre, phone, email, mensaje FROM leads ORDER BY id'),
    media: await runSql(url, 'SELECT id, filename, filesize FROM media ORDER BY id'),
    users: await runSql(url, 'SELECT id, email FROM users ORDER BY id'),
    audit: await runSql(url, 'SELECT seq, hash FROM audit_events ORDER BY seq'),
  }
}

beforeAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(sourceMedia, { recursive: true })
  sourceUrl = await freshDatabase('backup')
  source = await startServer({ DATABASE_URL: sourceUrl, MEDIA_DIR: sourceMedia })
}, 120_000)

afterAll(async () => {
  await source?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('refuses to back up without BACKUP_KEY, with the line that says how to make one', async () => {
    const result = await runScript('backup', [backupFile], {
      DATABASE_URL: sourceUrl,
      MEDIA_DIR: sourceMedia,
      BACKUP_KEY: '',
    })
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toMatch(
      /^Backup failed: BACKUP_KEY is not set.*openssl rand -hex 32/,
    )
    expect(fs.existsSync(backupFile)).toBe(false)
  })

  it('restores leads, uploads and the audit chain taken while the site served', async () => {
    const token = await firstStaffToken(source.url)
    const image = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'drill.png')
    form.set('_payload', JSON.stringify({ alt: 'Drill' }))
    const upload = await fetch(`${source.url}/cms/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc } = await upload.json()
    await postLeads(source.url, 3, 100)
    // A staff read of the leads: an audit event the restored chain must carry.
    const read = await fetch(`${source.url}/cms/api/leads?limit=5`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(read.status).toBe(200)
    const before = await mainRows(sourceUrl)
    expect(before.leads).toHaveLength(3)
    expect(before.audit.length).toBeGreaterThan(0)

    // The backup runs while visitors keep posting leads.
    fs.mkdirSync(sourceDocuments, { recursive: true })
    const documentBytes = Buffer.from('%PDF-1.7\nclient passport scan\n%%EOF\n')
    fs.writeFileSync(path.join(sourceDocuments, documentName), documentBytes)
    const posting = postLeads(source.url, 6, 200)
    const backup = await runScript('backup', [backupFile], {
      DATABASE_URL: sourceUrl,
      MEDIA_DIR: sourceMedia,
      DOCUMENTS_DIR: sourceDocuments,
      BACKUP_KEY: key,
    })
    await posting
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(
      /^Backup written: .* \d+ rows in \d+ tables, 1 upload\(s\), 1 client document\(s\)\./,
    )
    // Its time, in the database it copied, for the metrics' backups-stale alert.
    const [last] = await runSql(
      sourceUrl,
      "SELECT data FROM payload_kv WHERE key = 'site:last-backup'",
    )
    const written = (typeof last?.data === 'string' ? JSON.parse(last.data) : last?.data) as {
      at: string
      bytes: number
    }
    expect(Date.now() - Date.parse(written.at)).toBeLessThan(120_000)
    expect(written.bytes).toBe(fs.statSync(backupFile).size)
    // Not the database's bytes in the clear: the file is sealed.
    const sealed = fs.readFileSync(backupFile)
    expect(sealed.subarray(0, 8).toString()).toBe('FSBACKUP')
    expect(sealed.includes(Buffer.from('Backup Drill'))).toBe(false)
    expect(sealed.includes(Buffer.from('drill@example.com'))).toBe(false)

    const restoredUrl = await emptyDatabase('restored')
    const restore = await runScript('restore', [backupFile], {
      DATABASE_URL: restoredUrl,
      MEDIA_DIR: restoredMedia,
      DOCUMENTS_DIR: restoredDocuments,
      BACKUP_KEY: key,
    })
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toMatch(
      /^Restored the backup of .*each table's count checked.*1 upload\(s\), 1 client document/,
    )
    // The client's document, byte for byte, and nothing of it in the sealed file's clear bytes.
    expect(fs.readFileSync(path.join(restoredDocuments, documentName))).toEqual(documentBytes)
    expect(fs.readFileSync(backupFile).includes(Buffer.from('client passport scan'))).toBe(false)

    // Every row stored before the backup is there as it was; the ones posted during it are
    // there whole or not at all (a snapshot of one instant), never changed.
    const restored = await mainRows(restoredUrl)
    const after = await mainRows(sourceUrl)
    expect(restored.media).toEqual(before.media)
    expect(restored.users).toEqual(before.users)
    expect(restored.leads.slice(0, 3)).toEqual(before.leads)
    expect(after.leads.slice(0, restored.leads.length)).toEqual(restored.leads)
    expect(after.audit.slice(0, restored.audit.length)).toEqual(restored.audit)
    expect(restored.audit.length).toBeGreaterThanOrEqual(before.audit.length)
    // The upload, byte for byte.
    expect(fs.readFileSync(path.join(restoredMedia, doc.filename))).toEqual(
      fs.readFileSync(path.join(sourceMedia, doc.filename)),
    )

    // The audit chain verifies on the restored database, up to the head the restore printed.
    const head = /audit:verify -- (\d+):([0-9a-f]{64})/.exec(restore.stdout)
    expect(head).not.toBeNull()
    const verified = await auditVerify(restoredUrl)
    expect(verified.code).toBe(0)
    expect(verified.stdout).toContain(`Head: seq ${head![1]} hash ${head![2]}`)

    // The restored site serves: ready, its pages, the upload.
    const restoredSite = await startServer({
      DATABASE_URL: restoredUrl,
      MEDIA_DIR: restoredMedia,
      SKIP_SEED: '1',
    })
    try {
      expect((await fetch(`${restoredSite.url}/readyz`)).status).toBe(200)
      expect((await fetch(`${restoredSite.url}/`)).status).toBe(200)
      const file = await fetch(`${restoredSite.url}/cms/api/media/file/${doc.filename}`)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer())).toEqual(image)

      // A database with rows is refused while it holds them (and in use, on PostgreSQL).
      const again = await runScript('restore', [backupFile], {
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: restoredMedia,
        DOCUMENTS_DIR: restoredDocuments,
        BACKUP_KEY: key,
      })
      expect(again.code).toBe(1)
      expect(again.stderr.trim()).toMatch(
        postgres
          ? /^Restore failed: \d+ other connection\(s\) to .* are open: stop every instance/
          : /^Restore failed: Refused: the database .* has rows .*--replace/,
      )
    } finally {
      // Its connections must be gone before the next restore counts them: the whole shutdown.
      await restoredSite.drain()
    }
    const refused = await runScript('restore', [backupFile], {
      DATABASE_URL: restoredUrl,
      MEDIA_DIR: restoredMedia,
      DOCUMENTS_DIR: restoredDocuments,
      BACKUP_KEY: key,
    })
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim()).toMatch(
      /^Restore failed: Refused: the database .* has rows .* and MEDIA_DIR .* has 1 file\(s\)\. .*--replace/,
    )
    // Told to replace them, it does, with the same rows.
    await runSql(restoredUrl, 'DELETE FROM leads WHERE id = ?', [restored.leads[0].id])
    const replaced = await runScript('restore', [backupFile, '--replace'], {
      DATABASE_URL: restoredUrl,
      MEDIA_DIR: restoredMedia,
      DOCUMENTS_DIR: restoredDocuments,
      BACKUP_KEY: key,
    })
    expect(replaced.stderr).toBe('')
    expect(replaced.code).toBe(0)
    expect(await mainRows(restoredUrl)).toEqual(restored)
  }, 240_000)

  it('refuses a wrong key before touching the target', async () => {
    const target = await emptyDatabase('wrong_key')
    const result = await runScript('restore', [backupFile], {
      DATABASE_URL: target,
      MEDIA_DIR: path.join(scratch, 'wrong-key-media'),
      DOCUMENTS_DIR: path.join(scratch, 'wrong-key-documents'),
      BACKUP_KEY: crypto.randomBytes(32).toString('hex'),
    })
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(
      `Restore failed: ${backupFile} cannot be decrypted with this BACKUP_KEY: the key is not ` +
        'the one it was made with, or the file was changed',
    )
    if (postgres) {
      expect(await runSql(target, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual(
        [],
      )
    } else {
      expect(fs.existsSync(target.slice('file:'.length))).toBe(false)
    }
    expect(fs.existsSync(path.join(scratch, 'wrong-key-media'))).toBe(false)
    expect(fs.existsSync(path.join(scratch, 'wrong-key-documents'))).toBe(false)
  })
})
