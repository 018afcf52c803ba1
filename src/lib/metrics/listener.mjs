import http from 'node:http'
import { siteMetrics } from './registry.mjs'

/**
 * The metrics listener (`METRICS_PORT`): Prometheus' text format at `GET /metrics`, on its own
 * port so the public one never serves it (bound to 127.0.0.1 unless `METRICS_HOST` says
 * otherwise). Each instance serves its own figures; Prometheus scrapes every instance.
 * @param {{ port: number, host: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startMetricsListener({ port, host }) {
  const { registry } = siteMetrics()
  const server = http.createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        })
        response.end(request.method === 'HEAD' ? undefined : text)
      },
      (error) => {
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics failed: ${error.message}\n`)
      },
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
