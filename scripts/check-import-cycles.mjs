// No import circle of any kind in the project's code (src, tests, scripts, deploy): a circle of
// types still ties the files together (one cannot move without the other), so type-only imports
// count too. This reads every import and export-from, resolves `@/` and relative paths, and
// fails on every strongly connected group of more than one file. It is the lint's one cycle check
// between files (ESLint's import/no-cycle, which leaves types out, took two thirds of its time).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const src = path.join(root, 'src')
const aliases = { '@/': src, '@payload-config': path.join(src, 'payload.config') }
const folders = ['src', 'tests', 'scripts', 'deploy'].map((folder) => path.join(root, folder))
const skipped = [
  path.join(src, 'migrations'),
  path.join(src, 'payload-types.ts'),
  path.join(root, 'tests/.tmp'),
  path.join(root, 'tests/fixtures'),
]
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (skipped.includes(full)) return []
    if (entry.isDirectory()) return walk(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : []
  })
}

function resolveFile(base) {
  if (/\.(ts|tsx|mjs|js)$/.test(base) && fs.existsSync(base)) return base
  for (const suffix of ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']) {
    if (fs.existsSync(base + suffix)) return base + suffix
  }
  return null
}

function target(from, specifier) {
  if (specifier === '@payload-config') return resolveFile(aliases['@payload-config'])
  if (specifier.startsWith('@/')) return resolveFile(path.join(src, specifier.slice(2)))
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier))
  return null
}

/** The files of src, tests, scripts and deploy, and the files each imports (types included). */
export function importGraph(files = folders.flatMap(walk)) {
  const graph = new Map()
  for (const file of files) {
    const edges = new Set()
    const text = fs.readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(importPattern)) {
      const to = target(file, specifier)
      if (to && !skipped.includes(to)) edges.add(to)
    }
    graph.set(file, edges)
  }
  return graph
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
export function circles(graph) {
  let index = 0
  const stack = []
  const state = new Map()
  const found = []
  function visit(node) {
    state.set(node, { index, low: index, onStack: true })
    index++
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!state.has(next)) {
        visit(next)
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low)
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index)
      }
    }
    const own = state.get(node)
    if (own.low === own.index) {
      const group = []
      let member
      do {
        member = stack.pop()
        state.get(member).onStack = false
        group.push(member)
      } while (member !== node)
      if (group.length > 1 || graph.get(node)?.has(node)) found.push(group)
    }
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = circles(importGraph())
  for (const group of found) {
    console.error(`Import circle: ${group.map((file) => path.relative(root, file)).join(' ↔ ')}`)
  }
  if (found.length) process.exit(1)
  console.log('No import circle in src, tests, scripts or deploy (type-only imports included).')
}
