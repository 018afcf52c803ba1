import fs from 'node:fs'
import path from 'node:path'

/** Where a local install keeps the PAYLOAD_SECRET it generated once (secret.ts). */
export const localSecretFile = path.resolve('data/.payload-secret')

/**
 * The secret the server signs with: PAYLOAD_SECRET when set, else the one generated once into
 * data/; null when there is neither. Plain JavaScript so the operator's commands that run
 * without Payload (audit:verify) read the same secret as the server.
 * @param {string | undefined} configured PAYLOAD_SECRET as parsed (env.mjs)
 */
export function readPayloadSecret(configured) {
  if (configured) return configured
  try {
    return fs.readFileSync(localSecretFile, 'utf8').trim() || null
  } catch {
    return null
  }
}
