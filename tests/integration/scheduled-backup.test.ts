// Issue 37: backups on a schedule (BACKUP_SCHEDULE). Two instances share one database: the day's
// copy is written once, old copies beyond BACKUP_KEEP_DAILY go, the admin's dashboard shows the
// last good one, and a backup that cannot be written e-mails the admins.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { freshDatabase, tmpDir } from '../support/database'
import { FakeS3 } from '../support/fake-s3'
import { eventually, firstStaff, firstStaffToken } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { SmtpSink } from '../support/sinks'

const key = 'a'.repeat(64)
const scratch = path.join(tmpDir, 'scheduled-backup')
const folder = path.join(scratch, 'copies')
const today = new Date().toISOString().slice(0, 10)
// On Sundays (UTC) the day's copy is also kept as the weekly one.
const weekly = (prefix = '') =>
  new Date().getUTCDay() === 0 ? [`${prefix}site-weekly-${today}.backup`] : []
// Copies of earlier days, as a folder holds them after a while (dates well before today).
const earlier = ['2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04', '2020-01-05']

const servers: RunningServer[] = []
const smtp = new SmtpSink()

beforeAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(folder, { recursive: true })
  for (const day of earlier) fs.writeFileSync(path.join(folder, `site-daily-${day}.backup`), 'old')
  fs.writeFileSync(path.join(folder, 'notes.txt'), 'an operator’s own file stays')
  await smtp.start()
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await smtp.stop()
})

// Each test starts its own servers: its time limit covers their start on a busy machine.
describe('scheduled backups', () => {
  it('two instances on one database write the day’s copy once and keep the newest three', async () => {
    const databaseUrl = await freshDatabase('scheduled-backup')
    const env = {
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(scratch, 'media'),
      BACKUP_KEY: key,
      BACKUP_SCHEDULE: folder,
      BACKUP_KEEP_DAILY: '3',
    }
    servers.push(...(await Promise.all([startServer(env), startServer(env)])))
    const todays = path.join(folder, `site-daily-${today}.backup`)
    expect(await eventually(async () => fs.existsSync(todays), 60_000, 250)).toBe(true)

    // The writer logs once it has pruned and recorded the copy; the other found the day taken.
    const logged = () =>
      servers.some((server) => server.output().includes('Scheduled backup written'))
    expect(await eventually(async () => logged(), 30_000, 250)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const names = fs.readdirSync(folder).sort()
    expect(names).toEqual([
      'notes.txt',
      'site-daily-2020-01-04.backup',
      'site-daily-2020-01-05.backup',
      `site-daily-${today}.backup`,
      ...weekly(),
    ])
    expect(fs.statSync(todays).size).toBeGreaterThan(10_000)
    // Sealed with the key: nothing of the database shows in clear.
    expect(fs.readFileSync(todays).includes(Buffer.from('SQLite format'))).toBe(false)
    expect(fs.readFileSync(todays).includes(Buffer.from(firstStaff.email))).toBe(false)
    const written = servers.filter((server) => server.output().includes('Scheduled backup written'))
    expect(written).toHaveLength(1)

    // The admin's dashboard names the last good backup and its size.
    const token = await firstStaffToken(servers[1].url)
    const dashboard = await fetch(`${servers[1].url}/admin`, {
      headers: { cookie: `payload-token=${token}; payload-lng=en` },
    })
    const html = await dashboard.text()
    const line = /Last good backup: [^<"]*\(\d+(\.\d)? [KM]B\)/.exec(html)?.[0]
    expect(line, 'the dashboard names the last backup').toBeDefined()
    expect(line).toContain(String(new Date().getUTCFullYear()))
    expect(html.includes('Scheduled backups in the configured folder or bucket')).toBe(true)
  }, 180_000)

  it('writes the day’s copy to an S3 bucket (s3://bucket/prefix) and keeps the newest two there', async () => {
    const bucket = await new FakeS3('firm-backups').start()
    try {
      // The bucket's credentials and endpoint, without S3_BUCKET: uploads stay in local folders.
      const s3 = bucket.env()
      delete s3.S3_BUCKET
      const client = new S3Client({
        region: s3.S3_REGION,
        endpoint: s3.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
      })
      const put = (Key: string, Body: string) =>
        client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key, Body }))
      for (const day of earlier) await put(`site/site-daily-${day}.backup`, 'old')
      await put('site/notes.txt', 'an operator’s own object stays')
      await put('elsewhere/site-daily-2020-01-01.backup', 'outside the prefix: not ours')
      client.destroy()

      const server = await startServer({
        DATABASE_URL: await freshDatabase('scheduled-backup-s3'),
        MEDIA_DIR: path.join(scratch, 'media'),
        BACKUP_KEY: key,
        BACKUP_SCHEDULE: `s3://${bucket.bucket}/site`,
        BACKUP_KEEP_DAILY: '2',
        ...s3,
      })
      servers.push(server)
      const todays = `site/site-daily-${today}.backup`
      expect(await eventually(async () => bucket.keys().includes(todays), 60_000, 250)).toBe(true)
      expect(
        await eventually(async () => !bucket.keys().includes('site/site-daily-2020-01-04.backup')),
      ).toBe(true)
      expect(bucket.keys()).toEqual([
        'elsewhere/site-daily-2020-01-01.backup',
        'site/notes.txt',
        'site/site-daily-2020-01-05.backup',
        todays,
        ...weekly('site/'),
      ])
      const copy = bucket.object(todays)
      expect(copy.length).toBeGreaterThan(10_000)
      expect(copy.includes(Buffer.from('SQLite format'))).toBe(false)
      expect(copy.includes(Buffer.from(firstStaff.email))).toBe(false)
      // The log line follows the pruning and the admin's record: wait for it too.
      const logged = /Scheduled backup written[^\n]*"to":"bucket"/
      expect(await eventually(async () => logged.test(server.output()))).toBe(true)
    } finally {
      await bucket.stop()
    }
  }, 150_000)

  it('a backup that cannot be written e-mails the admins and leaves no partial copy', async () => {
    // The folder's place is taken by a file: the copy cannot be written there.
    const blocked = path.join(scratch, 'blocked')
    fs.writeFileSync(blocked, 'not a folder')
    const server = await startServer({
      DATABASE_URL: await freshDatabase('scheduled-backup-failing'),
      MEDIA_DIR: path.join(scratch, 'media'),
      BACKUP_KEY: key,
      BACKUP_SCHEDULE: blocked,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Site <site@firm.test>',
    })
    servers.push(server)
    expect(await eventually(async () => smtp.messages.length > 0, 30_000, 250)).toBe(true)
    const mail = smtp.messages[0]
    expect(mail.to).toEqual([firstStaff.email])
    // The body as written (quoted-printable's soft line breaks joined).
    const body = mail.raw.replace(/=\r?\n/g, '')
    expect(body).toMatch(/copia de seguridad programada de hoy|scheduled backup of the site/)
    expect(body).toContain(today)
    expect(server.output()).toContain('Scheduled backup failed')
    expect(fs.readFileSync(blocked, 'utf8')).toBe('not a folder')
  }, 90_000)

  it('the server refuses to start with BACKUP_SCHEDULE and no BACKUP_KEY', async () => {
    await expect(
      startServer({
        DATABASE_URL: await freshDatabase('scheduled-backup-keyless'),
        BACKUP_SCHEDULE: folder,
      }),
    ).rejects.toThrow(/BACKUP_SCHEDULE \([^)]*\) needs BACKUP_KEY/)
  }, 60_000)
})
