// Runs the documents door (src/features/documents) on the database of DATABASE_URL, as the
// questionnaire's pages call it inside the server: `npm run payload -- run
// tests/support/documents-door.ts <job.json>`. The job lists calls; their results are written to
// the job's `output` file as JSON. The integration tests use it to drive the door, then check
// through HTTP what staff and visitors can reach.
import fs from 'node:fs'
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import {
  removeVisitorDocument,
  storeVisitorDocument,
  visitorDocuments,
} from '../../src/features/documents'

export type DoorCall =
  | { call: 'store'; lead: number; request: string; label: string; filename: string; file: string }
  | { call: 'remove'; lead: number; id: number }
  | { call: 'list'; lead: number }

const job = JSON.parse(fs.readFileSync(process.argv.at(-1)!, 'utf8')) as {
  calls: DoorCall[]
  output: string
}
const payload = await getPayload({ config })
const results: unknown[] = []
for (const call of job.calls) {
  if (call.call === 'store') {
    const { lead, request, label, filename, file } = call
    const data = fs.readFileSync(file)
    results.push(await storeVisitorDocument(payload, { lead, request, label, filename, data }))
  } else if (call.call === 'remove') {
    results.push(await removeVisitorDocument(payload, call))
  } else {
    results.push(await visitorDocuments(payload, call.lead))
  }
}
fs.writeFileSync(job.output, JSON.stringify(results))
process.exit(0)
