// npm run build, after `next build`: the chunks every public page loads first get V8's compile
// hint, so browsers compile them while they download instead of on the page's main thread
// (src/lib/build/compile-hints.mjs says why; DESIGN-NOTES, "Compile hints on the first-load chunks").
import path from 'node:path'
import { markFirstLoadChunks } from '../src/lib/build/compile-hints.mjs'

const buildDir = path.resolve(import.meta.dirname, '../.next')
const { chunks, marked, bytes } = markFirstLoadChunks(buildDir)
console.log(
  `Compile hints: ${chunks} first-load chunks (${Math.round(bytes / 1024)} KB), ${marked} marked now`,
)
