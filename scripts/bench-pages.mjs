// npm run bench:pages -- [seconds=10] [connections=20]
// Requests per second and p50/p99 latency of the public pages campaigns send visitors to, and of
// a static file of the build in the same run (the floor: what `next start` does with no render),
// each page's ratio to that file, errors, the server's CPU per request, and the Cache-Control /
// Set-Cookie each page answers.
// Budget (DESIGN.md §6): every page at least 0.5 of the static file, p99 under 50 ms, no errors.
// Starts the site's server (`npm start`) on a fresh SQLite file (or measures BENCH_URL). A small keep-alive client of
// Node's own http module, so no dependency: on a loaded 2-core machine it shares the CPU with the
// server, which lowers every figure alike (compare ratios, not absolute numbers, across machines).
// Then the same instance alone and behind the shipped nginx, with a browser's headers
// (scripts/bench/nginx-front.mjs; needs nginx, NGINX_PATH).
import http from 'node:http'
import { startProductionServer } from '../tests/support/production-server.mjs'
import { benchThroughNginx } from './bench/nginx-front.mjs'
import { serverCpuMs } from './bench/server-cpu.mjs'

const seconds = Number(process.argv[2] ?? 10)
const connections = Number(process.argv[3] ?? 20)

/**
 * A file Next serves from the build as is: the stylesheet the home page links (every page links
 * it), so the floor is the same file on every build rather than whichever chunk name sorts first.
 */
async function staticFile(base) {
  const html = await (await fetch(base + '/')).text()
  const href = html.match(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/)?.[1]
  if (!href) throw new Error('the home page links no stylesheet of the build')
  const size = (await (await fetch(base + href)).arrayBuffer()).byteLength
  return { href, size }
}

const pages = [
  '/',
  '/en',
  '/blog/visa-u-victimas-de-crimenes',
  '/blog',
  '/en/blog',
  '/testimonios',
  '/en/contact',
]

/**
 * A blog search, the no-JS page and the header's endpoint: rendered per request by design (the
 * query is the visitor's), printed beside the article and the list, outside the budget.
 */
const searches = ['/blog?query=visa', '/api/buscar?query=visa']

/** `connections` keep-alive clients requesting `url` back to back for `seconds`. */
async function measure(url, pid) {
  const cpuBefore = serverCpuMs(pid)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now()
      const request = http.get(url, { agent, headers: { accept: 'text/html,*/*' } }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode !== 200) errors++
          latencies.push(performance.now() - started)
          resolve()
        })
      })
      request.on('error', () => {
        errors++
        resolve()
      })
    })
  const worker = async () => {
    while (performance.now() < deadline) await once()
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  const cpuAfter = serverCpuMs(pid)
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length
  return { rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), errors, cpuPerRequest }
}

async function headersOf(url) {
  const response = await fetch(url)
  await response.arrayBuffer()
  return {
    cacheControl: response.headers.get('cache-control') ?? '-',
    setCookie: response.headers.getSetCookie().length,
  }
}

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop() {} }
  : await startProductionServer('bench-pages')
try {
  const { href: file, size: fileSize } = await staticFile(server.url)
  // `/icon.svg` is the floor the first measurement used (a file Next routes like a page):
  // printed for comparison, outside the budget.
  const targets = [file, '/icon.svg', ...pages, ...searches]
  // One unmeasured pass so routes are loaded and caches warm, as visitors meet the server.
  for (const target of targets) await headersOf(server.url + target)

  const results = []
  for (const target of targets) {
    results.push({
      target,
      ...(await measure(server.url + target, server.pid)),
      ...(await headersOf(server.url + target)),
    })
  }
  const floor = results[0].rps
  const cpuFloor = results[0].cpuPerRequest
  console.log(`${connections} connections, ${seconds} s per URL, ${server.url}`)
  console.log(`static file: the site's stylesheet, ${(fileSize / 1024).toFixed(1)} KB uncompressed`)
  console.log(
    [
      'URL'.padEnd(36),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'ratio'.padStart(6),
      'errors'.padStart(7),
      'CPU ms'.padStart(7),
      'ratio'.padStart(6),
      '  cache-control / set-cookie',
    ].join(''),
  )
  let ok = true
  for (const r of results) {
    const ratio = r.rps / floor
    const reference = r.target === file || r.target === '/icon.svg' || searches.includes(r.target)
    const over = !reference && (ratio < 0.5 || r.p99 >= 50 || r.errors > 0)
    if (over) ok = false
    console.log(
      [
        (r.target === file ? `${r.target.slice(0, 24)}… (static)` : r.target).padEnd(36),
        r.rps.toFixed(0).padStart(8),
        r.p50.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        ratio.toFixed(2).padStart(6),
        String(r.errors).padStart(7),
        (r.cpuPerRequest?.toFixed(2) ?? '-').padStart(7),
        (r.cpuPerRequest ? (cpuFloor / r.cpuPerRequest).toFixed(2) : '-').padStart(6),
        `  ${r.cacheControl} / ${r.setCookie}`,
        over ? '  *' : '',
      ].join(''),
    )
  }
  console.log(
    "CPU ms: server CPU per request (second ratio: the static file's CPU over the page's, the same\n" +
      "budget measured without the client, which shares this machine's CPU).",
  )
  console.log(ok ? 'all pages within budget' : '* over budget: ratio < 0.5, p99 >= 50 ms or errors')
  process.exitCode = ok ? 0 : 1
  await benchThroughNginx(server, { seconds, connections })
} finally {
  server.stop()
}
