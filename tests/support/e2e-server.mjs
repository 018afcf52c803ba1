// Playwright's web server: `next start` of the production build on a fresh SQLite file.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, 'tests/.tmp')
const file = path.join(dir, 'e2e.db')
fs.mkdirSync(dir, { recursive: true })
for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })

const child = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/next/dist/bin/next'),
    'start',
    '-p',
    process.env.E2E_PORT || '3210',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `file:${file}`,
      SITE_URL: 'http://localhost:3000',
      LEAD_RATE_LIMIT: process.env.LEAD_RATE_LIMIT || '1000',
    },
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
