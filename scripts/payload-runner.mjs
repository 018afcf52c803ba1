// `npm run payload -- <command>`: Payload's command runner (TypeScript through swc), run again
// when it ended before its command did (scripts/runner-exit-check.mjs), up to three more times.
// Measured on two cores with six `create-staff` at a time: 7 of 30 runs ended so, each with exit
// code 0 and nothing done. Only a run that wrote nothing to stdout is run again: one that had
// started its work ends with the failure said, for the operator to look at.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { endedEarly } from './runner-exit-check.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const retries = 3

function runOnce() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        path.join(root, 'scripts/runner-exit-check.mjs'),
        path.join(root, 'node_modules/payload/bin.js'),
        '--use-swc',
        ...args,
      ],
      { stdio: ['inherit', 'pipe', 'inherit'] },
    )
    let wrote = false
    child.stdout.on('data', (chunk) => {
      wrote = true
      process.stdout.write(chunk)
    })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward).on('SIGTERM', forward)
    child.once('error', reject)
    child.once('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward)
      // Ended by a signal: the shell's convention, 128 + its number.
      resolve({ code: code ?? 128 + os.constants.signals[signal], wrote })
    })
  })
}

let result = await runOnce()
for (let retry = 1; retry <= retries && result.code === endedEarly && !result.wrote; retry++) {
  process.stderr.write(`payload: running the command again (${retry} of ${retries})\n`)
  result = await runOnce()
}
process.exit(result.code)
