// npm run audit:verify — checks the audit trail's hash chain (src/features/audit/chain.mjs)
// on the database of DATABASE_URL with the chain's key (derived from PAYLOAD_SECRET, as the
// server derives it). Exit 0 when every event is intact, printing the head (seq and hash) to keep
// somewhere else; 1 with the first bad event named when one was changed, removed, inserted out
// of order or re-hashed without the key. `npm run audit:verify -- <seq>:<hash>` also checks a
// head kept from an earlier run: that event must still be there with that hash.
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { chainChecker, chainKey } from '../src/features/audit/chain.mjs'
import { payloadSecret } from '../src/lib/payload/secret'

const kept = process.argv
  .slice(2)
  .map((arg) => /^(\d+):([0-9a-f]{64})$/.exec(arg))
  .find(Boolean)
const fail = (message: string) => {
  console.error(message)
  process.exit(1)
}

const payload = await getPayload({ config })
const checker = chainChecker(chainKey(payloadSecret()))
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
      fail(
        `Audit trail broken at ${problem}; ${checked} events before it are intact. ` +
          '(Every keyed event failing from the first one on means PAYLOAD_SECRET is not the ' +
          "server's.)",
      )
    }
    if (kept && Number(event.seq) === Number(kept[1]) && event.hash !== kept[2]) {
      fail(`Audit trail broken: event seq ${kept[1]} no longer has the head hash kept earlier.`)
    }
    checked += 1
  }
  if (!result.hasNextPage) break
}
const { events, unkeyed, head } = checker.summary()
if (kept && Number(kept[1]) > events) {
  fail(
    `Audit trail broken: the head kept earlier (seq ${kept[1]}) is gone: events were cut off the end.`,
  )
}
console.log(`Audit trail intact: ${events} events, each carrying the previous one's hash.`)
if (unkeyed) {
  console.log(
    `Events 1–${unkeyed} were written before the chain was keyed (plain SHA-256); ` +
      `events from ${unkeyed + 1} on are HMAC-SHA256 with the key from PAYLOAD_SECRET.`,
  )
}
if (head) {
  console.log(
    `Head: seq ${head.seq} hash ${head.hash}\n` +
      'Keep this line somewhere else (a note, a ticket): a later run must show this seq with ' +
      'this hash, or events were cut off the end.',
  )
}
process.exit(0)
