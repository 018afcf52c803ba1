import fs from 'node:fs'
import path from 'node:path'

/**
 * The rules that keep src/features apart (eslint.config.mjs registers them as `features/…`).
 *
 * ESLint rule `features/no-cycle`: no cycle between the folders of src/features.
 * scripts/check-import-cycles.mjs sees cycles between files; this one sees `attorneys` importing
 * from `marketing` while `marketing` imports from `attorneys`, even when no single file closes
 * the loop. The graph of features is read once per lint run from the import lines under
 * src/features.
 */
const featuresRoot = path.resolve('src/features')
const importPattern = /(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g

function featureOf(file) {
  const relative = path.relative(featuresRoot, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [feature] = relative.split(path.sep)
  return relative.includes(path.sep) ? feature : null
}

function targetFeature(fromFile, specifier) {
  if (specifier.startsWith('@/features/')) return specifier.split('/')[2]
  if (specifier.startsWith('.')) return featureOf(path.resolve(path.dirname(fromFile), specifier))
  return null
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : []
  })
}

let graph
function featureGraph() {
  if (graph) return graph
  graph = new Map()
  for (const file of fs.existsSync(featuresRoot) ? walk(featuresRoot) : []) {
    const from = featureOf(file)
    const edges = graph.get(from) ?? new Set()
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = targetFeature(file, specifier)
      if (to && to !== from) edges.add(to)
    }
    graph.set(from, edges)
  }
  return graph
}

/** A path of features from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set()
  const queue = [[start]]
  while (queue.length) {
    const route = queue.shift()
    const last = route.at(-1)
    if (last === goal) return route
    if (seen.has(last)) continue
    seen.add(last)
    for (const next of featureGraph().get(last) ?? []) queue.push([...route, next])
  }
  return null
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycle between the features of src/features' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename()
    const from = featureOf(path.resolve(file))
    if (!from) return {}
    function check(node) {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const to = targetFeature(path.resolve(file), specifier)
      if (!to || to === from) return
      const back = pathBack(to, from)
      if (back) {
        context.report({
          node,
          message: `Feature cycle: ${from} → ${back.join(' → ')}. Move the shared part to src/ui or src/lib.`,
        })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

/**
 * ESLint rule `features/entry-only`: a feature reaches another only through its doors,
 * `@/features/<name>` (index.ts, server code), `@/features/<name>/ui` (components public pages
 * render) or `@/features/<name>/staff-ui` (the admin's components, which bring Payload's UI:
 * kept apart so that a public page never reaches them), so that what a feature keeps inside can
 * move without breaking the others. A client component takes no server door at all: it would
 * pull the server's modules into the browser's bundle.
 */
const entryOnly = {
  meta: {
    type: 'problem',
    docs: {
      description: 'features import each other only through index.ts, ui.ts and staff-ui.ts',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename ?? context.getFilename())
    const from = featureOf(file)
    if (!from) return {}
    const isClient = /\.client\.tsx?$/.test(file)
    function check(node) {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const to = targetFeature(file, specifier)
      if (!to || to === from) return
      const door = specifier.startsWith('@/features/')
        ? specifier.split('/').slice(3).join('/')
        : null
      if (door === null || !['', 'ui', 'staff-ui'].includes(door)) {
        context.report({
          node,
          message: `Import ${to} through its doors, '@/features/${to}', '@/features/${to}/ui' or '@/features/${to}/staff-ui', not '${specifier}'.`,
        })
      } else if (isClient && door === '') {
        context.report({
          node,
          message: `A client component may not import the server door '@/features/${to}'.`,
        })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export const featureRules = { rules: { 'no-cycle': noCycle, 'entry-only': entryOnly } }
