// node deploy/render-nginx.mjs --upstream HOST:PORT [--upstream HOST:PORT…] [--listen 80]
//   [--cache-dir /var/cache/nginx/site] [--state-dir /var/lib/nginx] [--log-dir /var/log/nginx]
// prints deploy/nginx.conf with its placeholders filled (README, "Several instances behind
// nginx"). The integration test and bench:pages render it the same way with their own ports and
// a temporary folder.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

export const templatePath = path.join(import.meta.dirname, 'nginx.conf')

export const defaults = {
  listen: '80',
  cacheDir: '/var/cache/nginx/site',
  stateDir: '/var/lib/nginx',
  logDir: '/var/log/nginx',
}

/**
 * The template with every placeholder of its directives replaced (comments keep theirs, as
 * documentation); throws when one is left or an upstream is not `host:port`.
 * @param {{ upstreams: string[], listen?: string, cacheDir?: string, stateDir?: string, logDir?: string }} options
 */
export function renderNginxConf({ upstreams, ...rest }) {
  if (!upstreams?.length)
    throw new Error('at least one upstream (an instance, host:port) is needed')
  for (const upstream of upstreams) {
    if (!/^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$/i.test(upstream)) {
      throw new Error(`upstream "${upstream}" is not host:port`)
    }
  }
  const options = { ...defaults, ...rest }
  const values = {
    UPSTREAM_SERVERS: upstreams.map((upstream) => `server ${upstream};`).join('\n        '),
    LISTEN: options.listen,
    CACHE_DIR: options.cacheDir,
    STATE_DIR: options.stateDir,
    LOG_DIR: options.logDir,
  }
  const lines = fs.readFileSync(templatePath, 'utf8').split('\n')
  return lines
    .map((line) => {
      if (line.trimStart().startsWith('#')) return line
      const rendered = line.replace(
        /@@(\w+)@@/g,
        (placeholder, name) => values[name] ?? placeholder,
      )
      const left = rendered.match(/@@\w+@@/)
      if (left) throw new Error(`deploy/nginx.conf: no value for ${left[0]}`)
      return rendered
    })
    .join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string', multiple: true },
      listen: { type: 'string' },
      'cache-dir': { type: 'string' },
      'state-dir': { type: 'string' },
      'log-dir': { type: 'string' },
    },
  })
  try {
    process.stdout.write(
      renderNginxConf({
        upstreams: values.upstream ?? [],
        ...(values.listen && { listen: values.listen }),
        ...(values['cache-dir'] && { cacheDir: values['cache-dir'] }),
        ...(values['state-dir'] && { stateDir: values['state-dir'] }),
        ...(values['log-dir'] && { logDir: values['log-dir'] }),
      }),
    )
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
