type JobState = {
  running: boolean
  again: boolean
  timer: NodeJS.Timeout | null
  /** Runs that ended without an error. */
  completed: number
}

export type BackgroundJob<A> = {
  /** Runs the job soon without waiting for it; one run at a time per process. */
  kick(arg: A): void
  /** Runs it now and every `intervalMs` (server processes only); a second start does nothing. */
  start(arg: A, intervalMs: number): void
  /** How many runs ended without an error: a cache key for what the job writes. */
  completedRuns(): number
}

/**
 * A periodic job of the server process (the lead outbox, the Google reviews sync). Next.js
 * bundles instrumentation and route handlers apart, so module variables would exist twice in one
 * process; the job's state lives on globalThis under its name to keep one run at a time. With
 * `rerun`, a kick during a run asks for one more run after it (new work arrived); without, it is
 * dropped. A failed run goes to `onError` and the job keeps its schedule.
 */
export function backgroundJob<A>(
  name: string,
  run: (arg: A) => Promise<void>,
  { rerun, onError }: { rerun: boolean; onError: (arg: A, error: unknown) => void },
): BackgroundJob<A> {
  const jobs = ((
    globalThis as { siteBackgroundJobs?: Record<string, JobState> }
  ).siteBackgroundJobs ??= {})
  const state = (jobs[name] ??= { running: false, again: false, timer: null, completed: 0 })

  function kick(arg: A) {
    if (state.running) {
      if (rerun) state.again = true
      return
    }
    state.running = true
    run(arg)
      .then(() => {
        state.completed += 1
      })
      .catch((error) => onError(arg, error))
      .finally(() => {
        state.running = false
        if (state.again) {
          state.again = false
          kick(arg)
        }
      })
  }

  return {
    kick,
    start(arg, intervalMs) {
      if (state.timer) return
      state.timer = setInterval(() => kick(arg), intervalMs)
      state.timer.unref()
      kick(arg)
    },
    completedRuns: () => state.completed,
  }
}
