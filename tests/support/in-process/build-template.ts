// Builds the in-process tier's template on DATABASE_URL (an empty database): `npm run payload --
// run tests/support/in-process/build-template.ts`, Payload's own runner as an operator's first
// start would: migrations and the sample content (onInit), then the first admin as `npm run
// create-staff` makes it. (Run inside Vitest's main process, the PostgreSQL sample content's
// load never ended; the runner is the operator's path and takes the same time.)
import { getPayload } from 'payload'
import config from '../../../src/payload.config'
import { firstStaff } from '../first-staff-account'
import { createFirstStaff } from './first-staff'

const payload = await getPayload({ config })
await createFirstStaff(payload, { ...firstStaff, role: 'admin' })
console.log('Template ready')
process.exit(0)
