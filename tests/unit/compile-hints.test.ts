import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  brokenManifestAssumptions,
  compileHint,
  firstLoadChunks,
  hintsMarkerFile,
  markFirstLoadChunks,
} from '@/lib/next-boundary/compile-hints.mjs'

// A build folder shaped like Next's: the root files in build-manifest.json, each page's entry
// chunks in its client reference manifest (a script that fills globalThis.__RSC_MANIFEST).
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }))

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true })
  fs.writeFileSync(path.join(buildDir, file), text)
}

function pageManifest(route: string, entryJSFiles: Record<string, string[]>) {
  return (
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ entryJSFiles })}`
  )
}

const chunkCode = (name: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,e=>{e.v=1}]);`

write(
  'build-manifest.json',
  JSON.stringify({ rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'] }),
)
write(
  'server/app/(site)/[locale]/page_client-reference-manifest.js',
  pageManifest('/(site)/[locale]/page', {
    '[project]/src/app/(site)/[locale]/layout': ['static/chunks/layout.js'],
    '[project]/src/app/(site)/[locale]/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
  }),
)
write(
  'server/app/(site)/[locale]/blog/page_client-reference-manifest.js',
  pageManifest('/(site)/[locale]/blog/page', {
    '[project]/src/app/(site)/[locale]/blog/page': ['static/chunks/blog.js', 'static/chunks/x.css'],
  }),
)
write(
  'server/app/(site)/[locale]/api/route_client-reference-manifest.js',
  pageManifest('/(site)/[locale]/api/route', { api: ['static/chunks/route.js'] }),
)
write(
  'server/app/(payload)/admin/page_client-reference-manifest.js',
  pageManifest('/(payload)/admin/page', { admin: ['static/chunks/admin.js'] }),
)
const names = ['react-dom', 'runtime', 'layout', 'home', 'blog', 'route', 'admin', 'lazy']
for (const name of names) write(`static/chunks/${name}.js`, chunkCode(name))

const read = (name: string) =>
  fs.readFileSync(path.join(buildDir, `static/chunks/${name}.js`), 'utf8')

describe('compile hints on the chunks public pages load first', () => {
  it("lists Next's root files and every public page's entry chunks, once each", () => {
    expect(firstLoadChunks(buildDir)).toEqual(
      ['blog', 'home', 'layout', 'react-dom', 'runtime'].map((name) => `static/chunks/${name}.js`),
    )
  })

  it('puts the hint first in those chunks and leaves their code as it was', () => {
    expect(markFirstLoadChunks(buildDir)).toMatchObject({ chunks: 5, marked: 5 })
    for (const name of ['react-dom', 'runtime', 'layout', 'home', 'blog'])
      expect(read(name)).toBe(compileHint + chunkCode(name))
  })

  it("leaves the admin's, route handlers' and lazily loaded chunks alone", () => {
    for (const name of ['admin', 'route', 'lazy']) expect(read(name)).toBe(chunkCode(name))
  })

  it('records in the build folder that it marked it', () => {
    const marker = JSON.parse(fs.readFileSync(path.join(buildDir, hintsMarkerFile), 'utf8'))
    expect(marker.chunks).toHaveLength(5)
  })

  it('finds the manifests as it expects them, and says which one changed when not', () => {
    expect(brokenManifestAssumptions(buildDir)).toEqual([])
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-changed-'))
    try {
      fs.writeFileSync(path.join(other, 'build-manifest.json'), JSON.stringify({ rootFiles: [] }))
      const broken = brokenManifestAssumptions(other)
      expect(broken).toHaveLength(2)
      expect(broken[0]).toContain('rootMainFiles')
      expect(broken[1]).toContain('entryJSFiles')
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })

  it('changes nothing when run again on the same build', () => {
    expect(markFirstLoadChunks(buildDir)).toMatchObject({ chunks: 5, marked: 0 })
    expect(read('home')).toBe(compileHint + chunkCode('home'))
  })
})
