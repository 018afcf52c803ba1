export type SyncState = {
  timer?: NodeJS.Timeout
  running: boolean
  /** Bumped after each sync that stored reviews; part of the reviews' cache key. */
  version: number
}

// On globalThis because Next.js loads instrumentation and route code as separate module copies.
const stateKey = Symbol.for('firm.googleReviewsSync')
const holder = globalThis as typeof globalThis & { [stateKey]?: SyncState }

export function reviewsSyncState(): SyncState {
  holder[stateKey] ??= { running: false, version: 0 }
  return holder[stateKey]
}
