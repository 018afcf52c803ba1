// npm run audit:verify — checks the audit trail's hash chain (src/features/audit/chain.mjs)
// on the database of DATABASE_URL. Exit 0 when every event is intact; 1 with the first bad
// event named when one was changed, removed or inserted out of order.
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { chainChecker } from '../src/features/audit/chain.mjs'

const payload = await getPayload({ config })
const checker = chainChecker()
let checked = 0
for (let page = 1; ; page++) {
  const result = await payload.find({
    collection: 'audit-events',
    sort: 'seq',
    limit: 1000,
    page,
    depth: 0,
    overrideAccess: true,
  })
  for (const event of result.docs) {
    const problem = checker.next(event)
    if (problem) {
      console.error(`Audit trail broken at ${problem}; ${checked} events before it are intact.`)
      process.exit(1)
    }
    checked += 1
  }
  if (!result.hasNextPage) break
}
console.log(`Audit trail intact: ${checked} events, each carrying the previous one's hash.`)
process.exit(0)
