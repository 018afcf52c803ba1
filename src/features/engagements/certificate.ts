import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import forge from 'node-forge'
import { env } from '@/lib/env.mjs'

/** Where the self-signed certificate for local use is kept (beside the SQLite database). */
export const localP12Path = () => path.resolve('data', 'signing-local.p12')

export type SigningKey = { p12: Buffer; passphrase: string }

let cached: SigningKey | undefined

/**
 * The firm's PKCS#12 (certificate and private key) that seals signed letters: SIGNING_P12 as a
 * path to a .p12/.pfx file when such a file exists, else as its base64; SIGNING_P12_PASSWORD
 * opens it. Unset, a self-signed certificate for local use, made once and kept in data/.
 */
export function signingKey(): SigningKey {
  if (cached) return cached
  const { SIGNING_P12, SIGNING_P12_PASSWORD } = env()
  const passphrase = SIGNING_P12_PASSWORD ?? ''
  if (SIGNING_P12) {
    const p12 = fs.existsSync(SIGNING_P12)
      ? fs.readFileSync(SIGNING_P12)
      : Buffer.from(SIGNING_P12, 'base64')
    return (cached = { p12, passphrase })
  }
  return (cached = { p12: localP12(passphrase), passphrase })
}

function localP12(passphrase: string): Buffer {
  const file = localP12Path()
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      // `wx`: of two processes making one at once, the first file stands.
      fs.writeFileSync(file, selfSignedP12(passphrase), { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return fs.readFileSync(file)
}

/** A self-signed signing certificate (RSA 2048, SHA-256, 10 years) as a PKCS#12. */
export function selfSignedP12(passphrase: string, commonName = 'Law firm (local signing)'): Buffer {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  )
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  )
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`
  cert.validity.notBefore = new Date(Date.now() - 86_400_000)
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000)
  const subject = [{ name: 'commonName', value: commonName }]
  cert.setSubject(subject)
  cert.setIssuer(subject)
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ])
  cert.sign(key, forge.md.sha256.create())
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' })
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')
}
