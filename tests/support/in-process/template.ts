import { copyFreshDatabasesFrom, emptyTemplateDatabase } from '../database'
import { payloadCommand } from '../payload-cli'

/**
 * The in-process tier's template: an empty database of the run's adapter built as a site's first
 * start builds it (migrations, sample content), with the first admin made as `npm run
 * create-staff` makes it (build-template.ts, on Payload's runner). Every test file then opens a
 * copy of it (freshDatabase), so files run side by side, one per worker, and none sees
 * another's rows. No build and no server are needed.
 */
export default async function setup() {
  const template = await emptyTemplateDatabase()
  const built = await payloadCommand(
    'payload',
    ['run', 'tests/support/in-process/build-template.ts'],
    { DATABASE_URL: template },
  )
  if (built.code !== 0 || !built.stdout.includes('Template ready')) {
    throw new Error(`in-process template: exit ${built.code}\n${built.stdout}${built.stderr}`)
  }
  copyFreshDatabasesFrom(template)
}
