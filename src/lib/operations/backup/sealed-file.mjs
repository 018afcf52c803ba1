// The encrypted file of a backup (README, "Backups and restore": the format). AES-256-GCM in
// chunks, each sealed on its own, so a reader checks every byte before it trusts it and notices a
// file cut short or lengthened:
//
//   header  "FSBACKUP" (8 bytes), format version 1 (1 byte), salt (16 random bytes)
//   chunks  [length: uint32 BE][ciphertext: length bytes][GCM tag: 16 bytes] ...
//
// Each file has its own key, HKDF-SHA256(BACKUP_KEY, salt, "firm-site backup v1"), so nonces never
// repeat across files; chunk n's nonce is 7 zero bytes, n (uint32 BE) and 1 on the last chunk
// else 0. Every chunk authenticates the header (its AAD). Chunks hold at most 64 KiB of plaintext.
import crypto from 'node:crypto'
import fs from 'node:fs'

const magic = Buffer.from('FSBACKUP')
const version = 1
const headerLength = magic.length + 1 + 16
const chunkSize = 64 * 1024
const tagLength = 16

/** A refusal or failure of a backup or restore: one line for the operator, no stack. */
export class BackupError extends Error {}

/**
 * The 32-byte key of BACKUP_KEY (64 hexadecimal characters, checked by src/lib/env.mjs).
 * @param {string | undefined} hex
 */
export function backupKey(hex) {
  if (!hex) {
    throw new BackupError(
      'BACKUP_KEY is not set: backups are encrypted with it. Generate one with ' +
        '`openssl rand -hex 32`, keep it apart from the backups (without it no backup can be ' +
        'restored) and set it on the machine that backs up or restores.',
    )
  }
  return Buffer.from(hex, 'hex')
}

/** @param {Buffer} key @param {Buffer} salt */
function fileKey(key, salt) {
  return Buffer.from(crypto.hkdfSync('sha256', key, salt, 'firm-site backup v1', 32))
}

/** @param {number} index @param {boolean} last */
function nonce(index, last) {
  const bytes = Buffer.alloc(12)
  bytes.writeUInt32BE(index, 7)
  bytes[11] = last ? 1 : 0
  return bytes
}

/**
 * Writes a sealed file at `file` (created 0600, never over an existing one): `write` plaintext,
 * then `close`. `abort` removes what was written.
 * @param {string} file
 * @param {Buffer} key
 */
export async function openSealedWriter(file, key) {
  const handle = await fs.promises.open(file, 'wx', 0o600)
  const salt = crypto.randomBytes(16)
  const header = Buffer.concat([magic, Buffer.from([version]), salt])
  const sealKey = fileKey(key, salt)
  await handle.write(header)
  let index = 0
  let pending = Buffer.alloc(0)
  let written = header.length

  /** @param {Buffer} plain @param {boolean} last */
  const seal = async (plain, last) => {
    const cipher = crypto.createCipheriv('aes-256-gcm', sealKey, nonce(index++, last))
    cipher.setAAD(header)
    const body = Buffer.concat([cipher.update(plain), cipher.final()])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(body.length)
    const record = Buffer.concat([length, body, cipher.getAuthTag()])
    await handle.write(record)
    written += record.length
  }

  return {
    /** @param {Buffer} data */
    async write(data) {
      pending = pending.length ? Buffer.concat([pending, data]) : data
      // Keep at least one byte back: the last chunk is sealed as last at close.
      while (pending.length > chunkSize) {
        await seal(pending.subarray(0, chunkSize), false)
        pending = pending.subarray(chunkSize)
      }
    },
    /** Seals the last chunk and syncs the file; resolves to its size in bytes. */
    async close() {
      await seal(pending, true)
      await handle.sync()
      await handle.close()
      return written
    },
    async abort() {
      await handle.close().catch(() => {})
      await fs.promises.rm(file, { force: true })
    },
  }
}

const unreadable =
  'cannot be decrypted with this BACKUP_KEY: the key is not the one it was made with, or the ' +
  'file was changed'

/**
 * The plaintext of the sealed file at `file`, chunk by chunk, each checked before it is given.
 * @param {string} file
 * @param {Buffer} key
 * @returns {AsyncGenerator<Buffer>}
 */
export async function* readSealed(file, key) {
  const handle = await fs.promises.open(file, 'r')
  try {
    const header = Buffer.alloc(headerLength)
    const { bytesRead } = await handle.read(header, 0, headerLength, 0)
    if (bytesRead < headerLength || !header.subarray(0, magic.length).equals(magic)) {
      throw new BackupError(`${file} is not a backup of this site (no FSBACKUP header)`)
    }
    if (header[magic.length] !== version) {
      throw new BackupError(`${file} is a backup of format ${header[magic.length]}, not ${version}`)
    }
    const sealKey = fileKey(key, header.subarray(magic.length + 1))
    let position = headerLength
    for (let index = 0; ; index++) {
      const length = Buffer.alloc(4)
      if ((await handle.read(length, 0, 4, position)).bytesRead < 4) {
        throw new BackupError(`${file} is cut short: its last part is missing`)
      }
      const size = length.readUInt32BE()
      if (size > chunkSize) throw new BackupError(`${file} ${unreadable}`)
      const record = Buffer.alloc(size + tagLength)
      if ((await handle.read(record, 0, record.length, position + 4)).bytesRead < record.length) {
        throw new BackupError(`${file} is cut short: its last part is missing`)
      }
      position += 4 + record.length
      const last = position === (await handle.stat()).size
      const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey, nonce(index, last))
      decipher.setAAD(header)
      decipher.setAuthTag(record.subarray(size))
      let plain
      try {
        plain = Buffer.concat([decipher.update(record.subarray(0, size)), decipher.final()])
      } catch {
        // The first chunk failing is a wrong key; a later one a changed or truncated file.
        throw new BackupError(
          index === 0
            ? `${file} ${unreadable}`
            : `${file} was changed or cut short (part ${index + 1})`,
        )
      }
      yield plain
      if (last) return
    }
  } finally {
    await handle.close()
  }
}
