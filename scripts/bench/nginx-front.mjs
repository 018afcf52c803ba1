// bench:pages' second table: the site alone and behind the shipped reverse proxy
// (deploy/nginx.conf, Debian's nginx, started in a temporary folder in front of the measured
// instance), with the headers a browser sends (Accept-Encoding: gzip, deflate, br): a cached
// page, a build chunk, a first visit (the HTML and every file it loads, six at a time as a
// browser does over HTTP/1.1), the blog list and a blog search. Requests (or visits) per second
// and p99; the proxy's cache status of each.
import http from 'node:http'
import { startNginx } from '../../tests/support/nginx.mjs'

const userAgent =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36'
const browserHeaders = {
  'user-agent': userAgent,
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'es-US,es;q=0.9,en;q=0.8',
}
const htmlAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
const acceptOf = (path) =>
  path.startsWith('/_next/image')
    ? 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'
    : path.startsWith('/_next/static/')
      ? '*/*'
      : htmlAccept

/** One GET over `agent`: its status, cache status and bytes on the wire. */
function get(base, path, agent) {
  return new Promise((resolve) => {
    const headers = { ...browserHeaders, accept: acceptOf(path) }
    const request = http.get(base + path, { agent, headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () =>
        resolve({
          ok: response.statusCode === 200,
          cache: response.headers['x-cache-status'] ?? '-',
          bytes,
        }),
      )
    })
    request.on('error', () => resolve({ ok: false, cache: '-', bytes: 0 }))
  })
}

/** Runs `task` back to back on `connections` workers for `seconds`: rate, p99 and failures. */
async function load(task, { seconds, connections }) {
  const durations = []
  let failures = 0
  const stopAt = performance.now() + seconds * 1000
  const began = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < stopAt) {
        const start = performance.now()
        if (!(await task())) failures++
        durations.push(performance.now() - start)
      }
    }),
  )
  const elapsedS = (performance.now() - began) / 1000
  durations.sort((x, y) => x - y)
  const p99 = durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))]
  return { rate: durations.length / elapsedS, p99, failures }
}

/**
 * The files a browser loads for a page's HTML: the build's files it names (scripts, styles,
 * fonts, the chunks of its inline payload) and the `src` of its images, each once.
 */
function filesOf(html) {
  const found = new Set(html.match(/\/_next\/static\/[^"'\s\\)]+/g) ?? [])
  for (const [, src] of html.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g)) {
    if (src.startsWith('/')) found.add(src.replaceAll('&amp;', '&'))
  }
  return [...found]
}

/** A first visit: the HTML, then its files six at a time; true when every answer was 200. */
async function visit(base, page, files, agent) {
  const html = await get(base, page, agent)
  if (!html.ok) return false
  const queue = [...files]
  let ok = true
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        if (!(await get(base, file, agent)).ok) ok = false
      }
    }),
  )
  return ok
}

/** Measures each target on the app alone and through nginx and prints the table. */
export async function benchThroughNginx(server, { seconds, connections }) {
  const front = await startNginx({ upstreams: [new URL(server.url).host] })
  try {
    const home = await fetch(server.url + '/', { headers: { accept: htmlAccept } })
    const firstVisitFiles = filesOf(await home.text())
    const scripts = firstVisitFiles.filter((file) => file.endsWith('.js'))
    // The largest script of the home page: the chunk whose compression costs the most.
    const sizes = await Promise.all(
      scripts.map(
        async (file) => (await (await fetch(server.url + file)).arrayBuffer()).byteLength,
      ),
    )
    const chunk = scripts[sizes.indexOf(Math.max(...sizes))]
    const targets = [
      { label: 'cached page /', path: '/' },
      {
        label: `build chunk (${(Math.max(...sizes) / 1024).toFixed(0)} KB before gzip)`,
        path: chunk,
      },
      { label: `first visit / (${firstVisitFiles.length} files)`, path: '/', visit: true },
      { label: 'blog list /blog', path: '/blog' },
      { label: 'blog search /blog?query=visa', path: '/blog?query=visa' },
    ]
    const rows = []
    for (const target of targets) {
      const row = { label: target.label }
      for (const [side, base] of [
        ['app', server.url],
        ['nginx', front.url],
      ]) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 6 })
        // Warm: routes loaded, the app's and the proxy's caches filled, as visitors meet them.
        const task = target.visit
          ? () => visit(base, target.path, firstVisitFiles, agent)
          : async () => (await get(base, target.path, agent)).ok
        await task()
        row[side] = await load(task, { seconds, connections })
        if (side === 'nginx') row.cache = (await get(base, target.path, agent)).cache
        agent.destroy()
      }
      rows.push(row)
    }
    print(rows, { seconds, connections })
  } finally {
    await front.stop()
  }
}

function print(rows, { seconds, connections }) {
  console.log(
    `\nApp alone and through nginx (deploy/nginx.conf, one instance behind it): browser headers` +
      ` (Accept-Encoding: gzip, deflate, br), ${connections} connections, ${seconds} s each`,
  )
  const cells = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(36) : cell.padStart(10))).join('')
  console.log(cells(['', 'app req/s', 'p99 ms', 'nginx r/s', 'p99 ms', 'errors', 'cache']))
  for (const row of rows) {
    console.log(
      cells([
        row.label,
        row.app.rate.toFixed(0),
        row.app.p99.toFixed(1),
        row.nginx.rate.toFixed(0),
        row.nginx.p99.toFixed(1),
        `${row.app.failures}/${row.nginx.failures}`,
        row.cache,
      ]),
    )
  }
  console.log(
    'A first visit counts whole visits per second, p99 of a whole visit; errors: app/nginx;' +
      " cache: nginx's X-Cache-Status after the run.",
  )
}
