// The site's only way to make a staff account without one: `npm run create-staff`, run against a
// test database as an operator runs it on the server (Payload's first-register is refused).
import { execFile } from 'node:child_process'
import path from 'node:path'
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
  const create = () =>
    run(
      path.join(root, 'node_modules/.bin/payload'),
      ['--use-swc', 'run', 'scripts/create-staff.ts', email, role],
      {
        cwd: root,
        timeout: 180_000,
        env: {
          ...serverEnvironment(),
          NODE_OPTIONS: '--no-deprecation',
          // As `npm run payload` (package.json): @payloadcms/storage-s3 is one patch behind payload.
          PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
          DATABASE_URL: databaseUrl,
          STAFF_PASSWORD: password,
          // The database is the server's (migrated, content loaded): nothing to seed.
          SKIP_SEED: '1',
        },
      },
    )
  let { stdout, stderr } = await create()
  // Payload's runner does not wait for its script (`void start()` in payload/bin.js): a start
  // that never settles ends with exit 0 and nothing printed. Seen in CI under load, and twice in
  // a row in one browser run: tried up to three times.
  for (let attempt = 2; attempt <= 3 && !stdout && !stderr; attempt++) {
    process.stderr.write(`create-staff ended with no output: attempt ${attempt}\n`)
    ;({ stdout, stderr } = await create())
  }
  if (!stdout.includes(`Created ${role} ${email}`)) {
    throw new Error(`create-staff did not create ${email}: ${stdout}${stderr}`)
  }
  return stdout
}
