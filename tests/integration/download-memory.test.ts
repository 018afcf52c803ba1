import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tmpDir } from '../support/database'
import { startStaffServer, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'

// Downloads of a large upload, held open by visitors who read slowly, must cost the server its
// socket buffers, not a copy of the file each: the microcache in front of Next records only the
// answers it may keep (never media), so the body of a download is never held in memory. Measured
// as the server process's resident memory (/proc/<pid>/status).
const mediaDir = path.join(tmpDir, 'download-memory-media')
const fileBytes = 96 * 1024 * 1024
const downloads = 4
let server: RunningServer
let staff: Staff

beforeAll(async () => {
  // The database is a copy of the run's template, whose images are in the default folder: this
  // server's own folder starts empty, and the test writes the one file it downloads.
  fs.rmSync(mediaDir, { recursive: true, force: true })
  fs.mkdirSync(mediaDir, { recursive: true })
  ;({ server, staff } = await startStaffServer('download-memory', { MEDIA_DIR: mediaDir }))
}, 120_000)

afterAll(async () => {
  await server?.stop()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024
}

/** A download that reads `upTo` bytes and then stops reading, its connection left open. */
function slowDownload(url: string, upTo: number) {
  return new Promise<{ received: number; close: () => void }>((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      let received = 0
      response.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received >= upTo && !response.isPaused()) {
          response.pause()
          resolve({ received, close: () => request.destroy() })
        }
      })
      response.on('end', () => resolve({ received, close: () => {} }))
    })
    request.on('error', reject)
  })
}

describe('slow downloads of a large upload', () => {
  it('do not grow the server by the size of what they download', async () => {
    const { docs } = await staff.find('media')
    const filename = String(docs[0].filename)
    // A PNG signature, then bytes: the file a staff member uploaded, made large.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    fs.writeFileSync(path.join(mediaDir, filename), Buffer.concat([png, Buffer.alloc(fileBytes)]))
    const url = `${server.url}/cms/api/media/file/${encodeURIComponent(filename)}`

    const warm = await slowDownload(url, 1024 * 1024)
    warm.close()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const before = residentBytes(server.pid)

    const open = await Promise.all(
      Array.from({ length: downloads }, () => slowDownload(url, fileBytes * 0.9)),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    const grown = residentBytes(server.pid) - before
    for (const download of open) download.close()
    console.log(
      `${downloads} downloads held at 90 % of ${fileBytes / 2 ** 20} MB: the server grew by ${(grown / 2 ** 20).toFixed(1)} MB`,
    )
    for (const download of open) expect(download.received).toBeGreaterThanOrEqual(fileBytes * 0.9)
    // A copy per download would be 4 × 86 MB; what stays is buffers and garbage not yet collected.
    expect(grown).toBeLessThan(fileBytes)
    expect((await fetch(server.url + '/')).status).toBe(200)
  }, 60_000)
})
