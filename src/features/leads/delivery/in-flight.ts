type Counts = {
  channels: Map<string, number>
  targets: Map<string, number>
  /** The deliveries being sent: a run that reads one again before its claim is written skips it. */
  deliveries?: Set<number>
  /** Set on shutdown: no new send starts, so the ones under way can end and be recorded. */
  closed?: boolean
  /** A due send found no room: the next send that ends should run the outbox again. */
  waiting?: boolean
}

// On globalThis: Next bundles instrumentation and route handlers apart, so this module exists
// twice in one process, and both copies run the same outbox.
const counts: Counts = ((globalThis as { siteOutboxInFlight?: Counts }).siteOutboxInFlight ??= {
  channels: new Map(),
  targets: new Map(),
})

const targetKey = (channel: string, target: string) => `${channel}\u0000${target}`

function add(map: Map<string, number>, key: string, by: number) {
  const next = (map.get(key) ?? 0) + by
  if (next > 0) map.set(key, next)
  else map.delete(key)
}

/** The sends this process has in flight, per channel and per target, for the outbox's bounds. */
export const inFlight = {
  ofChannel: (channel: string) => counts.channels.get(channel) ?? 0,
  ofTarget: (channel: string, target: string) =>
    counts.targets.get(targetKey(channel, target)) ?? 0,
  /** The targets of a channel with no room left. */
  fullTargets(channel: string, perTarget: number): string[] {
    const prefix = `${channel}\u0000`
    return [...counts.targets]
      .filter(([key, count]) => key.startsWith(prefix) && count >= perTarget)
      .map(([key]) => key.slice(prefix.length))
  },
  /** Remembers that a due send found no room (or that a read may have left some behind). */
  noteWaiting() {
    counts.waiting = true
  },
  /** Whether a send waited since the last call, and forgets it. */
  takeWaiting(): boolean {
    const waited = counts.waiting === true
    counts.waiting = false
    return waited
  },
  /** False once the process is shutting down: a send left pending is taken by another instance. */
  open: () => !counts.closed,
  /** Starts no more sends and resolves once the ones under way have ended (polled: rare, short). */
  async close(pollMs = 25): Promise<void> {
    counts.closed = true
    while (counts.channels.size > 0) await new Promise((resolve) => setTimeout(resolve, pollMs))
  },
  /** Whether this process is sending that delivery now. */
  sending: (deliveryId: number) => counts.deliveries?.has(deliveryId) === true,
  /** Counts a send in; the function returned counts it out (once). */
  take(channel: string, target: string, deliveryId: number): () => void {
    add(counts.channels, channel, 1)
    add(counts.targets, targetKey(channel, target), 1)
    ;(counts.deliveries ??= new Set()).add(deliveryId)
    let released = false
    return () => {
      if (released) return
      released = true
      add(counts.channels, channel, -1)
      add(counts.targets, targetKey(channel, target), -1)
      counts.deliveries?.delete(deliveryId)
    }
  },
}
