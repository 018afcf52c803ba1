// npm run bench:js -- [url paths…]: compressed JavaScript each page loads in a modern browser
// (gzip, as `next start` serves it; budget 150 KB, DESIGN.md §6). noModule polyfills are not loaded there.
import zlib from 'node:zlib'
import { scriptsStartedAfterPaint } from '../src/lib/next-boundary/scripts-after-paint.mjs'
import { startProductionServer } from '../tests/support/production-server.mjs'

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/en',
      '/contacto',
      '/en/contact',
      '/blog',
      '/en/parole',
      '/referidos',
      // Campaign pages built only from blocks (issue 26).
      '/parole-en-familia',
      '/en/tiktok-immigration',
    ]
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop() {} }
  : await startProductionServer('js-budget')
const base = server.url
let failed = false
try {
  for (const p of paths) {
    const html = await (await fetch(base + p)).text()
    const tags = [...html.matchAll(/<script([^>]*)>/g)]
      .filter((m) => !/noModule/i.test(m[1]))
      .map((m) => m[1].match(/src="([^"]+)"/)?.[1])
      .filter(Boolean)
    // A cached page lists its chunks in the loader that requests them after the first paint
    // instead of in tags.
    const scripts = [...tags, ...scriptsStartedAfterPaint(html)]
    if (scripts.length === 0) throw new Error(`${p}: no script found in the page`)
    let total = 0
    for (const src of new Set(scripts)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
      total += zlib.gzipSync(body, { level: 6 }).length
    }
    const kb = total / 1024
    if (kb > 150) failed = true
    console.log(
      `${p.padEnd(28)} ${kb.toFixed(1)} KB JavaScript (gzip) ${kb > 150 ? 'OVER BUDGET' : ''}`,
    )
  }
} finally {
  server.stop()
}
process.exitCode = failed ? 1 : 0
