import path from 'node:path'
import { runCommand } from './payload-cli'
import { root } from './production-server.mjs'

/** `npm run backup -- …` or `npm run restore -- …`: its script, run with this Node. */
export function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return runCommand(process.execPath, [path.join(root, `scripts/${name}.mjs`), ...args], env)
}

/** `npm run audit:verify` on `databaseUrl`, as the operator types it. */
export function auditVerify(databaseUrl: string) {
  return runCommand('npm', ['run', '--silent', 'audit:verify'], { DATABASE_URL: databaseUrl })
}
