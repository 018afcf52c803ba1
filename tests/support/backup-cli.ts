import path from 'node:path'
import { payloadCommand, runCommand } from './payload-cli'
import { root } from './production-server.mjs'

/** `npm run backup -- …` or `npm run restore -- …`: its script, run with this Node. */
export function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return runCommand(process.execPath, [path.join(root, `scripts/${name}.mjs`), ...args], env)
}

/** `npm run audit:verify` on `databaseUrl` (Payload's runner, as the operator types it). */
export function auditVerify(databaseUrl: string) {
  return payloadCommand('audit:verify', [], { DATABASE_URL: databaseUrl, SKIP_SEED: '1' })
}
