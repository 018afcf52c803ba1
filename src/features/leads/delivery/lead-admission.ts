import { setting } from '@/lib/env.mjs'
import { observeIntakeWait } from '@/lib/metrics/record.mjs'

type Admission = { open: number; waiting: (() => void)[] }

// On globalThis: Next bundles instrumentation and route handlers apart, so this module may exist
// twice in one process; the bound is the process's.
const state: Admission = ((globalThis as { siteLeadAdmission?: Admission }).siteLeadAdmission ??= {
  open: 0,
  waiting: [],
})

/** The longest a lead's post waits at the door: past it, the lead is taken anyway. */
const longestWaitMs = 5_000

/**
 * The longest a lead holds its turn: a provider that hangs (up to the send timeout) must not
 * hold the door for the leads behind it. Sends that wait on the network use no thread; the
 * bound is for the work of storing and sending.
 */
const longestTurnMs = 1_000

/**
 * Backpressure at the intake. A lead is taken (stored, then its alert and reply sent) while
 * fewer than LEAD_INTAKE_BOUND leads are between their post and the end of those sends; a post
 * beyond waits its turn, in order of arrival. One thread does all of it: without a bound, a
 * burst of posts is taken as fast as it arrives and the alerts of the leads already stored wait
 * behind the storing of the next ones, so each lead's alert comes later than the last. With
 * it, the leads already taken are served first. Returns the function that ends the lead's turn
 * (called once its sends are done; it ends by itself after longestTurnMs).
 */
export async function admitLead(): Promise<() => void> {
  const arrived = performance.now()
  if (state.open < setting('LEAD_INTAKE_BOUND')) state.open += 1
  else {
    await new Promise<void>((resolve) => {
      // Handed the turn of a lead that ended (the count stays), or let in past the bound.
      const handOver = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        state.waiting = state.waiting.filter((entry) => entry !== handOver)
        state.open += 1
        resolve()
      }, longestWaitMs)
      state.waiting.push(handOver)
    })
  }
  observeIntakeWait((performance.now() - arrived) / 1000)
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    clearTimeout(cap)
    const next = state.waiting.shift()
    if (next) next()
    else state.open -= 1
  }
  const cap = setTimeout(end, longestTurnMs)
  cap.unref()
  return end
}
