// One of Playwright's web servers (playwright.config.ts, one per worker): the site's server
// (server.mjs, what `npm start` runs) on the production build on a fresh SQLite file of its own.
import { freshSqliteUrl, spawnSiteServer } from './production-server.mjs'

const port = process.env.E2E_PORT || '3210'
const child = spawnSiteServer({
  port,
  env: {
    DATABASE_URL: freshSqliteUrl(process.env.E2E_DATABASE || 'e2e-0'),
    // The browser's own origin, as in production: Payload trusts a staff session cookie on a
    // post only from SITE_URL's origin.
    SITE_URL: `http://127.0.0.1:${port}`,
    LEAD_RATE_LIMIT: process.env.LEAD_RATE_LIMIT || '1000',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
