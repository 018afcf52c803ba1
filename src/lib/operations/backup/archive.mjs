// What a backup holds, inside its sealed file (sealed-file.mjs): named entries, one after the
// other, each streamed in parts so a database dump need not be measured first:
//
//   entry  [name length: uint32 BE][name: UTF-8] then parts [length: uint32 BE][bytes] ...,
//          ended by a part of length 0
//
// Entries: `manifest.json` first (adapter, time, rows per table, audit head), `database` (the
// SQLite file or pg_dump's custom-format output), `media/<path>` per upload, `end.json` last.
import { BackupError } from './sealed-file.mjs'

const maxPart = 1024 * 1024

/** @param {number} value */
function uint32(value) {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

/**
 * Entries written through `sink.write` (a sealed writer).
 * @param {{ write: (data: Buffer) => Promise<void> }} sink
 */
export function archiveWriter(sink) {
  return {
    /**
     * @param {string} name
     * @param {AsyncIterable<Buffer | string> | Buffer} content
     */
    async entry(name, content) {
      const nameBytes = Buffer.from(name, 'utf8')
      await sink.write(Buffer.concat([uint32(nameBytes.length), nameBytes]))
      const parts = Buffer.isBuffer(content) ? [content] : content
      for await (const part of parts) {
        const bytes = Buffer.isBuffer(part) ? part : Buffer.from(part)
        for (let start = 0; start < bytes.length; start += maxPart) {
          const slice = bytes.subarray(start, start + maxPart)
          await sink.write(Buffer.concat([uint32(slice.length), slice]))
        }
      }
      await sink.write(uint32(0))
    },
  }
}

/**
 * Reads exact lengths from a stream of buffers.
 * @param {AsyncIterator<Buffer>} source
 */
function exactReader(source) {
  let buffered = Buffer.alloc(0)
  return {
    /** @param {number} length @returns {Promise<Buffer | null>} null at a clean end */
    async read(length) {
      while (buffered.length < length) {
        const next = await source.next()
        if (next.done) {
          if (buffered.length === 0) return null
          throw new BackupError('the backup ends inside an entry')
        }
        buffered = Buffer.concat([buffered, next.value])
      }
      const taken = buffered.subarray(0, length)
      buffered = buffered.subarray(length)
      return taken
    },
  }
}

/**
 * The entries of an archive, in order: each one's name and its parts. A part stream must be read
 * to its end before the next entry.
 * @param {AsyncIterable<Buffer>} plaintext
 * @returns {AsyncGenerator<{ name: string, parts: AsyncGenerator<Buffer> }>}
 */
export async function* readArchive(plaintext) {
  const reader = exactReader(plaintext[Symbol.asyncIterator]())
  const need = async (/** @type {number} */ length) => {
    const bytes = await reader.read(length)
    if (!bytes) throw new BackupError('the backup ends inside an entry')
    return bytes
  }
  for (;;) {
    const nameLength = await reader.read(4)
    if (!nameLength) return
    const name = (await need(nameLength.readUInt32BE())).toString('utf8')
    let ended = false
    const parts = (async function* () {
      for (;;) {
        const length = (await need(4)).readUInt32BE()
        if (length === 0) break
        yield await need(length)
      }
      ended = true
    })()
    yield { name, parts }
    if (!ended) for await (const part of parts) void part
  }
}

/** @param {AsyncIterable<Buffer>} parts */
export async function collect(parts) {
  const chunks = []
  for await (const part of parts) chunks.push(part)
  return Buffer.concat(chunks)
}
