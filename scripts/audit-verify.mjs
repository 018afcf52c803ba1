// npm run audit:verify — checks the audit trail's hash chain (src/features/audit/chain.mjs)
// on the database of DATABASE_URL with the chain's key (derived from PAYLOAD_SECRET, as the
// server derives it). Exit 0 when every event is intact, printing the head (seq and hash) to keep
// somewhere else; 1 with the first bad event named when one was changed, removed, inserted out
// of order or re-hashed without the key. `npm run audit:verify -- <seq>:<hash>` also checks a
// head kept from an earlier run: that event must still be there with that hash. It reads the
// table directly, without starting Payload, like backup and restore.
import { chainChecker, chainKey } from '../src/features/audit/chain.mjs'
import { storedAuditEvents } from '../src/features/audit/stored-events.mjs'
import { EnvironmentError, parseEnvironment } from '../src/lib/env.mjs'
import { BackupError } from '../src/lib/operations/backup/sealed-file.mjs'
import { readPayloadSecret } from '../src/lib/payload/secret-file.mjs'

const kept = process.argv
  .slice(2)
  .map((arg) => /^(\d+):([0-9a-f]{64})$/.exec(arg))
  .find(Boolean)
const fail = (message) => {
  console.error(message)
  process.exit(1)
}

try {
  const settings = parseEnvironment()
  const secret = readPayloadSecret(settings.PAYLOAD_SECRET)
  if (!secret) fail('No PAYLOAD_SECRET and no data/.payload-secret: set the server’s secret.')
  const checker = chainChecker(chainKey(secret))
  let checked = 0
  for await (const event of storedAuditEvents(settings.DATABASE_URL)) {
    const problem = checker.next(event)
    if (problem) {
      fail(
        `Audit trail broken at ${problem}; ${checked} events before it are intact. ` +
          '(Every keyed event failing from the first one on means PAYLOAD_SECRET is not the ' +
          "server's.)",
      )
    }
    if (kept && event.seq === Number(kept[1]) && event.hash !== kept[2]) {
      fail(`Audit trail broken: event seq ${kept[1]} no longer has the head hash kept earlier.`)
    }
    checked += 1
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
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvironmentError)) throw error
  fail(`Audit check failed: ${error.message}`)
}
