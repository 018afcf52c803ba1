// Playwright's web server: `next start` of the production build on a fresh SQLite file.
import { freshSqliteUrl, spawnNextStart } from './production-server.mjs'

const child = spawnNextStart({
  port: process.env.E2E_PORT || '3210',
  env: {
    DATABASE_URL: freshSqliteUrl('e2e'),
    SITE_URL: 'http://localhost:3000',
    LEAD_RATE_LIMIT: process.env.LEAD_RATE_LIMIT || '1000',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
