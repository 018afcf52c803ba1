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
 * (create-staff, `payload run …`, migrations), as an operator types it. The runner's own wrapper
 * (scripts/payload-runner.mjs) already runs again a start that ended before its command did.
 */
export function payloadCommand(script: string, args: string[], env: Record<string, string>) {
  return runCommand(
    'npm',
    ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
    env,
  )
}
