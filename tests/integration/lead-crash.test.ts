import { describe, expect, it } from 'vitest'
import { runCrashScenario } from '../support/chaos.mjs'
import { freshDatabase } from '../support/database'

// kill -9 of the whole server mid-load, twice, then a restart: no lead answered success
// may be missing, and every stored lead must reach the firm within a minute of the restart,
// never twice under different keys. (npm run bench:chaos runs the full-size version.)
describe('leads survive a crashing server', () => {
  it('stores every lead answered success and delivers each stored lead after restart', async () => {
    const figures = await runCrashScenario({
      databaseUrl: await freshDatabase('crash'),
      kills: 2,
      concurrency: 10,
      log: (line: string) => console.log(line),
    })
    console.log(JSON.stringify(figures))
    expect(figures.answeredSuccess).toBeGreaterThan(0)
    expect(figures.answeredButNotStored).toBe(0)
    expect(figures.delivered).toBe(figures.stored)
    expect(figures.deliveredAllAfterMs).not.toBeNull()
    expect(figures.leadsWithSeveralKeys).toBe(0)
  }, 300_000)
})
