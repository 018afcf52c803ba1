// After `next build`: V8's compile hint on the chunks the public pages load first.
//
// V8 compiles a function the first time it is called, on the main thread. Starting a page
// calls most of React DOM, Next's router and the page's own client modules, so the page's first
// task after its scripts arrive was mostly compilation (Turbopack's `instantiateModule` with
// 20 ms of self time in a CPU profile on a desktop core; four times that on a phone). A file
// that begins with `//# allFunctionsCalledOnLoad` (Chrome 136's explicit compile hint) is
// compiled whole as it downloads, on a background thread. The admin's chunks are left as they
// are: they are large and most of their code runs only when staff open a view.
//
// Undocumented Next behaviour it reads: `build-manifest.json`'s `rootMainFiles`, and each page's
// `page_client-reference-manifest.js` under `server/app`, a script that fills
// `globalThis.__RSC_MANIFEST[route].entryJSFiles`. It is optional (`npm run build:hints`): a
// plain `next build` serves the same site, compiled lazily by the browser.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const compileHint = '//# allFunctionsCalledOnLoad\n'

/** Files (`static/chunks/….js`, relative to the build folder) of the app's client reference manifests. */
function manifestFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // The staff admin (Payload's route group).
      if (entry.name !== '(payload)') manifestFiles(full, found)
    } else if (entry.name === 'page_client-reference-manifest.js') found.push(full)
  }
  return found
}

/** The entry chunks of the pages' segments, read from one client reference manifest. */
function entryChunksOf(manifestFile) {
  const sandbox = {}
  sandbox.globalThis = sandbox
  vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), sandbox)
  const chunks = []
  for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {}))
    for (const files of Object.values(manifest.entryJSFiles ?? {})) chunks.push(...files)
  return chunks
}

/**
 * The chunks a public page runs on its first load: Next's root files (React, the router, the
 * Turbopack runtime) and the entry chunks of every public page's segments.
 * @param {string} buildDir the `.next` folder
 * @returns {string[]} paths relative to `buildDir`, sorted
 */
export function firstLoadChunks(buildDir) {
  const buildManifest = JSON.parse(
    fs.readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'),
  )
  const chunks = new Set(buildManifest.rootMainFiles ?? [])
  for (const file of manifestFiles(path.join(buildDir, 'server/app')))
    for (const chunk of entryChunksOf(file)) chunks.add(chunk)
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort()
}

/** Written into the build folder by a run that marked it (the tests read it). */
export const hintsMarkerFile = 'compile-hints.json'

/**
 * What Next no longer writes the way the compile hints read it, one sentence each; none when
 * both manifests are there and name chunks.
 * @param {string} buildDir the `.next` folder
 * @returns {string[]}
 */
export function brokenManifestAssumptions(buildDir) {
  const broken = []
  let rootMainFiles = []
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'))
    rootMainFiles = manifest.rootMainFiles ?? []
  } catch {
    // reported below
  }
  if (!rootMainFiles.some((file) => file.endsWith('.js')))
    broken.push('build-manifest.json no longer lists the root JavaScript files in `rootMainFiles`')
  const appDir = path.join(buildDir, 'server/app')
  const manifests = fs.existsSync(appDir) ? manifestFiles(appDir) : []
  const chunksOf = (file) => {
    try {
      return entryChunksOf(file)
    } catch {
      return []
    }
  }
  if (!manifests.some((file) => chunksOf(file).some((chunk) => chunk.endsWith('.js'))))
    broken.push(
      'no page_client-reference-manifest.js under server/app fills ' +
        'globalThis.__RSC_MANIFEST[route].entryJSFiles with chunks',
    )
  return broken
}

/**
 * Puts the compile hint at the start of each first-load chunk that lacks it (a second run
 * changes nothing).
 * @param {string} buildDir the `.next` folder
 * @returns {{ chunks: number, marked: number, bytes: number }}
 */
export function markFirstLoadChunks(buildDir) {
  const chunks = firstLoadChunks(buildDir)
  let marked = 0
  let bytes = 0
  for (const chunk of chunks) {
    const file = path.join(buildDir, chunk)
    const code = fs.readFileSync(file, 'utf8')
    bytes += Buffer.byteLength(code)
    if (code.startsWith(compileHint)) continue
    fs.writeFileSync(file, compileHint + code)
    marked++
  }
  fs.writeFileSync(path.join(buildDir, hintsMarkerFile), JSON.stringify({ chunks }))
  return { chunks: chunks.length, marked, bytes }
}
