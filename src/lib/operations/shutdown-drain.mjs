// Work the process must finish before it exits, such as the lead sends under way: a send whose
// process exits before it records the outcome is sent again by another instance once its claim
// runs out, so the firm and the visitor would get it twice. The bundled app registers each drain
// (Next bundles its modules apart from server.mjs, hence globalThis); server.mjs runs them on
// SIGTERM/SIGINT once it has stopped taking requests, and exits when they end or the budget is
// spent, whichever comes first.

/** @type {Map<string, () => Promise<void>>} */
const drains = (globalThis.siteShutdownDrains ??= new Map())

/** Registers (or replaces) the named drain: it stops new work and resolves once its work ended. */
export function onShutdownDrain(name, drain) {
  drains.set(name, drain)
}

/**
 * Runs every registered drain and resolves when all have ended or after `budgetMs`; returns the
 * names of the drains still running then (a send that hangs past its own limit).
 */
export async function drainForShutdown(budgetMs) {
  const running = new Set(drains.keys())
  const all = Promise.allSettled(
    [...drains].map(([name, drain]) =>
      Promise.resolve()
        .then(drain)
        .finally(() => running.delete(name)),
    ),
  )
  let timer
  const budget = new Promise((resolve) => (timer = setTimeout(resolve, budgetMs)))
  await Promise.race([all, budget])
  clearTimeout(timer)
  return [...running]
}
