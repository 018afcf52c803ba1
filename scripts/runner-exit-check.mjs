// Loaded (node --import) into Payload's command runner by scripts/payload-runner.mjs.
//
// Payload's runner ends every command with `process.exit` (payload's bin, and our scripts do the
// same). A process whose event loop runs empty before that did not finish its command: Node
// emits 'beforeExit' only then (never on `process.exit`), and would end it with exit code 0, as
// if it had succeeded. It happens on Node 20 while the TypeScript is loaded through the module
// hooks' own thread: concurrent `import()`s share one "last notification seen" counter
// (lib/internal/modules/esm/hooks.js, `makeAsyncRequest`), so one can miss its answer.
import { isMainThread } from 'node:worker_threads'

/** The exit code of a run that ended before its command did (EX_TEMPFAIL: try again). */
export const endedEarly = 75

if (isMainThread) {
  process.once('beforeExit', () => {
    process.exitCode = endedEarly
    process.stderr.write('payload: the command ended before it finished (Node module loading)\n')
  })
}
