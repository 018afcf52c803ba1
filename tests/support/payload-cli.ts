import { spawn } from 'node:child_process'
import { root } from './production-server.mjs'

export type CliResult = { code: number | null; stdout: string; stderr: string }

/** `command args` in the repository, with `env` over this process's environment, to its end. */
export function runCommand(command: string, args: string[], env: Record<string, string>) {
  return new Promise<CliResult>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/**
 * `npm run --silent <script> -- args`: one of the site's commands that run on Payload's runner
 * (create-staff, audit:verify, `payload run …`, migrations), as an operator types it. Payload's
 * runner starts the script without waiting for it (`void start()` in payload/bin.js), so a run
 * whose start never settles ends with exit 0 having done nothing. CI saw that a few times per
 * run on the loaded two-core machine (on both databases, never alone; once twice in a row); such
 * a run is tried again, up to three times, and said on stderr so the log shows it happened.
 * `finished` tells a run that did its work (by default: it printed something).
 */
export async function payloadCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
  finished: (result: CliResult) => boolean = (result) => Boolean(result.stdout || result.stderr),
) {
  const run = () =>
    runCommand('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], env)
  let result = await run()
  for (let retry = 1; retry <= 3 && result.code === 0 && !finished(result); retry++) {
    process.stderr.write(
      `npm run ${script} ended having done nothing: running it again (${retry})\n`,
    )
    result = await run()
  }
  return result
}
