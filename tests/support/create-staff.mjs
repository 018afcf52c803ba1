// The site's only way to make a staff account without one: `npm run create-staff`, run against a
// test database as an operator runs it on the server (Payload's first-register is refused).
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { root, serverEnvironment } from './production-server.mjs'

const run = promisify(execFile)

/**
 * Runs scripts/create-staff.ts (`npm run create-staff -- <email> <role>`, STAFF_PASSWORD set)
 * on the database of `databaseUrl`; resolves with the script's output.
 * @param {string} databaseUrl
 * @param {{ email: string, password: string, role?: 'admin' | 'editor' | 'agent' }} account
 */
export async function createStaff(databaseUrl, { email, password, role = 'admin' }) {
  const { stdout, stderr } = await run(
    'npm',
    ['run', '--silent', 'create-staff', '--', email, role],
    {
      cwd: root,
      timeout: 180_000,
      env: {
        ...serverEnvironment(),
        DATABASE_URL: databaseUrl,
        STAFF_PASSWORD: password,
        // The database is the server's (migrated, content loaded): nothing to seed.
        SKIP_SEED: '1',
      },
    },
  )
  if (!stdout.includes(`Created ${role} ${email}`)) {
    throw new Error(`create-staff did not create ${email}: ${stdout}${stderr}`)
  }
  return stdout
}
