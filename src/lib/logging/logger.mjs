import { pino } from 'pino'
import { scrubLine } from './scrub.mjs'

// Lines are written whole and at once (pipes and files are synchronous in Node on Linux), each
// one scrubbed of contact details first.
const scrubbedStdout = {
  /** @param {string} line */
  write(line) {
    process.stdout.write(scrubLine(line))
  },
}

/** @param {{ write(line: string): void }} destination */
function build(destination) {
  return pino(
    {
      name: 'site',
      level: 'info',
      // An ISO time, not epoch milliseconds: readable, and no 13-digit number for the scrubber.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}

/**
 * The process's one logger: JSON lines on stdout. Payload's `logger` (payload.config.ts), so
 * `payload.logger` and the server's request lines (server.mjs) are one stream. On globalThis:
 * Next bundles the app apart from server.mjs.
 * @returns {import('pino').Logger}
 */
export function siteLogger() {
  const shared = /** @type {{ siteLogger?: import('pino').Logger }} */ (globalThis)
  return (shared.siteLogger ??= build(scrubbedStdout))
}

/**
 * The same stream without the scrubbing (about 6 µs a line, a tenth of serving a cached page),
 * for the request lines alone: every field of theirs is the server's own (ids of hexadecimal
 * digits and dashes, fixed route groups, numbers), never something a person typed.
 * @returns {import('pino').Logger}
 */
export function requestLogger() {
  const shared = /** @type {{ siteRequestLogger?: import('pino').Logger }} */ (globalThis)
  return (shared.siteRequestLogger ??= build(process.stdout))
}
