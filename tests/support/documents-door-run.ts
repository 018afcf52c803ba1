import fs from 'node:fs'
import path from 'node:path'
import { tmpDir } from './database'
import type { DoorCall } from './documents-door'
import { payloadCommand } from './payload-cli'

let jobs = 0

/** Files the door is handed, written under tests/.tmp so a call can name them. */
export function tmpFile(name: string, data: Buffer) {
  fs.mkdirSync(tmpDir, { recursive: true })
  const file = path.join(tmpDir, `${process.pid}-${Date.now()}-${name}`)
  fs.writeFileSync(file, data)
  return file
}

/**
 * The door's calls made in one process on the server's database (documents-door.ts), in order:
 * their results.
 */
export async function runDoor(
  databaseUrl: string,
  calls: DoorCall[],
  env: Record<string, string> = {},
) {
  fs.mkdirSync(tmpDir, { recursive: true })
  const base = path.join(tmpDir, `door-${process.pid}-${++jobs}`)
  fs.writeFileSync(`${base}.json`, JSON.stringify({ calls, output: `${base}.out.json` }))
  const output = `${base}.out.json`
  const result = await payloadCommand(
    'payload',
    ['run', 'tests/support/documents-door.ts', `${base}.json`],
    { DATABASE_URL: databaseUrl, SKIP_SEED: '1', ...env },
  )
  // A door that ended without its results (killed, or an exit before the last call) is a
  // failure with what it printed, not a read of a missing file.
  if (result.code !== 0 || !fs.existsSync(output)) {
    const why = result.code !== 0 ? `exit ${result.code}` : 'ended without writing its results'
    throw new Error(`documents door: ${why}\n${result.stdout}${result.stderr}`)
  }
  return JSON.parse(fs.readFileSync(output, 'utf8')) as unknown[]
}
