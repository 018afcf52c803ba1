import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from '@/lib/env.mjs'
import { localSecretFile, readPayloadSecret } from './secret-file.mjs'

function isPublicDeployment(): boolean {
  const siteUrl = env().SITE_URL
  return Boolean(siteUrl) && !/^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(siteUrl!)
}

/**
 * PAYLOAD_SECRET signs staff sessions and CSRF cookies, so several instances must share it: a
 * public deployment (SITE_URL set to a real origin) refuses to start without it. Locally a random
 * secret is generated once and kept under data/.
 */
export function payloadSecret(): string {
  const configured = env().PAYLOAD_SECRET
  // Asked for on every signed token (each lead's booking token): the file is read once.
  if (configured) return configured
  return (localSecret ??= localOrGeneratedSecret())
}

let localSecret: string | undefined

/** Without PAYLOAD_SECRET: the secret generated once into data/, or a new one kept there. */
function localOrGeneratedSecret(): string {
  if (process.env.NODE_ENV === 'production' && isPublicDeployment()) {
    throw new Error('PAYLOAD_SECRET is required when SITE_URL is a public origin')
  }
  const secret = readPayloadSecret(undefined)
  if (secret) return secret
  const generated = crypto.randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(localSecretFile), { recursive: true })
  fs.writeFileSync(localSecretFile, generated, { mode: 0o600 })
  return generated
}
