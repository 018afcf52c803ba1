import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { env } from './lib/env.mjs'
import { siteLogger } from './lib/logging/logger.mjs'
import { databaseUrl, ensureSqliteFolder, isPostgres } from './lib/payload/database'
import { onInit } from './lib/payload/on-init'
import { seedIfEmpty } from './seed/seed'
import { payloadSecret } from './lib/payload/secret'
import { adminI18n } from './admin-texts'
import { withTranslatedLabels } from './lib/payload/label-functions'
import { staffEmail } from './lib/payload/email'
import { Users } from './features/staff'
import { guardLeadLocks } from './lib/access/lead-locks'
import { collections, globals } from './schema'
import { storagePlugin } from './lib/storage/storage-plugin'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const url = databaseUrl()

function database() {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  }
  ensureSqliteFolder(url)
  return sqliteAdapter({
    client: { url },
    // WAL lets page reads go on while leads are written; FULL sync keeps every committed lead.
    wal: { synchronous: 'FULL' },
    busyTimeout: 5_000,
    // AUTOINCREMENT: an id is never given again after its row is deleted (SQLite reused the
    // newest lead's id: tokens, audit events and outbox keys named a new person). PostgreSQL's
    // sequences never reuse one.
    autoIncrement: true,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
  })
}

const config = buildConfig({
  serverURL: env().SITE_URL ?? '',
  secret: payloadSecret(),
  routes: { api: '/cms/api', admin: '/admin', graphQL: '/cms/graphql' },
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: {
      titleSuffix: ' · Staff',
      // Staff on iPhone add the admin to the Home Screen: iOS gives Web Push only to such apps.
      manifest: '/staff.webmanifest',
      appleWebApp: { capable: true, title: 'Staff', statusBarStyle: 'default' },
      icons: [
        { rel: 'icon', type: 'image/png', sizes: '192x192', url: '/staff-icon-192.png' },
        { rel: 'apple-touch-icon', sizes: '180x180', url: '/staff-icon-180.png' },
      ],
    },
    // Payload's default avatar: no Gravatar request carrying a hash of each staff e-mail.
    avatar: 'default',
    // Payload's default ('MMMM do yyyy') reads 'noviembre 25º 2026' in Spanish; one format reads
    // right in both languages ('25 noviembre 2026, 17:02'). Lead times use Intl in the firm's zone.
    dateFormat: 'd MMMM yyyy, HH:mm',
    components: {
      beforeDashboard: [
        '/features/leads/admin/StaffLanding#StaffLanding',
        '/lib/operations/admin/BackupStatus#BackupStatus',
      ],
      afterNavLinks: ['/features/booking/admin/CalendarLink#CalendarNavLink'],
      providers: [
        '/features/staff/two-factor/admin/TwoFactorGate.client#TwoFactorGate',
        '/features/leads/admin/LiveAlerts.client#LiveAlerts',
      ],
      views: {
        // Payload's create-first-user screen would let any visitor claim the first admin account.
        createFirstUser: {
          Component: '/features/staff/admin/NoStaffYetView#NoStaffYetView',
          path: '/create-first-user',
        },
        leadDashboard: {
          Component: '/features/campaigns/admin/CampaignsDashboard#CampaignsDashboard',
          path: '/lead-dashboard',
        },
        twoFactor: {
          Component: '/features/staff/two-factor/admin/TwoFactorView#TwoFactorView',
          path: '/two-factor',
        },
        bookedCallsCalendar: {
          Component: '/features/booking/admin/BookedCallsCalendar#BookedCallsCalendar',
          path: '/booked-calls-calendar',
        },
      },
    },
  },
  i18n: adminI18n,
  localization: {
    locales: [
      { code: 'es', label: 'Español' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'es',
    fallback: true,
  },
  collections: collections.map(withTranslatedLabels),
  globals,
  db: database(),
  email: staffEmail(),
  sharp,
  plugins: [storagePlugin()],
  telemetry: false,
  // JSON lines, scrubbed of contact details, one stream with the server's request lines.
  logger: siteLogger(),
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Types are made by `npm run generate:types` and committed (check:generated holds them to the
    // config). Left on, every start outside production (`npm run create-staff` or `seed` on a
    // server without NODE_ENV set, `npm run dev`) spawned Payload's runner to rewrite this source
    // file, a child that could hang on its own (DESIGN-NOTES, the runner's early end).
    autoGenerate: false,
  },
  onInit: (payload) => onInit(payload, seedIfEmpty),
})

export default config.then(guardLeadLocks)
