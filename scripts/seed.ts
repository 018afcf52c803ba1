// npm run seed: (re)loads the sample content into the configured database (DATABASE_URL).
import config from '../src/payload.config'
import { getPayload } from 'payload'
import { seed } from '../src/seed/seed'

const payload = await getPayload({ config })
await seed(payload)
payload.logger.info('Sample content loaded')
process.exit(0)
