// npm run bench:js -- [url paths…]: compressed JavaScript each page loads in a modern browser
// (gzip, as `next start` serves it; budget 170 KB). noModule polyfills are not loaded there.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/en', '/contacto', '/en/contact', '/blog', '/en/parole', '/referidos']
const base = process.env.BENCH_URL || 'http://127.0.0.1:3199'
let child
if (!process.env.BENCH_URL) {
  // A fresh database each run: an old file may predate the current migrations.
  fs.mkdirSync(path.join(root, 'tests/.tmp'), { recursive: true })
  fs.rmSync(path.join(root, 'tests/.tmp/js-budget.db'), { force: true })
  child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', '3199'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: 'file:./tests/.tmp/js-budget.db',
      },
    },
  )
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(base + '/')).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 300))
  }
}
let failed = false
for (const p of paths) {
  const html = await (await fetch(base + p)).text()
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[1]))
    .map((m) => m[1].match(/src="([^"]+)"/)?.[1])
    .filter(Boolean)
  let total = 0
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    total += zlib.gzipSync(body, { level: 6 }).length
  }
  const kb = total / 1024
  if (kb > 170) failed = true
  console.log(
    `${p.padEnd(28)} ${kb.toFixed(1)} KB JavaScript (gzip) ${kb > 170 ? 'OVER BUDGET' : ''}`,
  )
}
child?.kill()
process.exitCode = failed ? 1 : 0
