// npm run build:hints (run by `npm run build` after `next build`; optional): the chunks every
// public page loads first get V8's compile hint, so browsers compile them while they download
// instead of on the page's main thread (src/lib/next-boundary/compile-hints.mjs says why;
// DESIGN-NOTES, "Compile hints on the first-load chunks"). It reads Next's build manifests, which
// Next does not document: when they change it marks nothing and says which assumption failed,
// and the build stays a working site. NEXT_BOUNDARY_COMPILE_HINTS=0 skips it.
import path from 'node:path'
import {
  brokenManifestAssumptions,
  markFirstLoadChunks,
} from '../src/lib/next-boundary/compile-hints.mjs'
import { boundaryItemOn } from '../src/lib/next-boundary/switches.mjs'

const buildDir = path.resolve(import.meta.dirname, '../.next')
if (!boundaryItemOn('COMPILE_HINTS')) {
  console.log('Compile hints: off (NEXT_BOUNDARY_COMPILE_HINTS=0)')
} else {
  const broken = brokenManifestAssumptions(buildDir)
  if (broken.length > 0) {
    console.warn(`Compile hints: none marked, Next's build changed: ${broken.join('; ')}`)
  } else {
    const { chunks, marked, bytes } = markFirstLoadChunks(buildDir)
    console.log(
      `Compile hints: ${chunks} first-load chunks (${Math.round(bytes / 1024)} KB), ${marked} marked now`,
    )
  }
}
