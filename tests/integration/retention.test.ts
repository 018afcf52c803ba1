import { afterAll, describe, expect, it } from 'vitest'
import { auditEvents, staffSide } from '../support/audit'
import { startServer, type RunningServer } from '../support/server'
import { cms } from '../support/staff-accounts'

// Issue 25, finding 3: the daily retention pass runs once across instances. Its proof needs
// servers of its own: the shared server ran the day's pass at its start, and a second server
// started on the same database must find it done. What the pass deletes and anonymizes, who
// may set and run it, and "forget this person": tests/inprocess/retention.test.ts.
const { baseURL, token, databaseUrl, admin } = staffSide()

let second: RunningServer | undefined
afterAll(async () => {
  await second?.stop()
})

describe('retention of leads', () => {
  it('runs the daily pass once across instances', async () => {
    // Daily runs are keyed by their day (manual runs by `manual-…`); the test may cross midnight.
    const daily = async () =>
      (
        (await (await cms(baseURL, admin, '/retention-runs?limit=100')).json()).docs as {
          key: string
          finishedAt: string | null
        }[]
      ).filter((run) => /^\d{4}-\d{2}-\d{2}$/.test(run.key))
    // The first instance ran the day's pass at its start.
    const before = await daily()
    expect(before.length).toBeGreaterThanOrEqual(1)
    // A second instance on the same database starts, checks, and finds it done.
    second = await startServer({
      DATABASE_URL: databaseUrl,
      SITE_URL: 'http://localhost:3000',
      TRUST_PROXY: '1',
    })
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const after = await daily()
    // At most a new day's run, never the same day twice: each run is audited once.
    expect(after.length).toBeLessThanOrEqual(before.length + 1)
    const runs = await auditEvents(baseURL, token, { 'where[action][equals]': 'retention' })
    const dailyRuns = runs.filter((event) => event.user === null)
    expect(dailyRuns).toHaveLength(after.length)
  }, 180_000)
})
