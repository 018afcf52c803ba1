import { randomUUID } from 'node:crypto'
import { observeRequest } from '../metrics/record.mjs'
import { routeGroup } from '../metrics/route-group.mjs'

// nginx's `$request_id` is 32 hex characters (a UUID has dashes besides); an id of this shape is
// taken as it comes, so one id follows a request from nginx's access log to the app's line.
// Anything else is replaced: the line is written unscrubbed (logging/logger.mjs requestLogger).
const acceptedId = /^[0-9a-fA-F-]{16,64}$/

/**
 * Times every request and, when it is answered, records it in `http_request_seconds` and writes
 * one log line: request id, method, route group, status, duration. Never the path, the query, the
 * address or a header: they may hold a token, a search or a person. Health probes are counted but
 * not logged (a probe every few seconds would drown the log).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('pino').Logger} logger
 */
export function logRequest(request, response, logger) {
  const started = process.hrtime.bigint()
  const sent = request.headers['x-request-id']
  const id = typeof sent === 'string' && acceptedId.test(sent) ? sent : randomUUID()
  request.headers['x-request-id'] = id
  response.setHeader('X-Request-Id', id)
  const group = routeGroup(request.url)
  const done = () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    observeRequest(group, response.statusCode, seconds)
    if (group === 'health') return
    logger.info({
      msg: 'request',
      reqId: id,
      method: request.method,
      route: group,
      status: response.statusCode,
      ms: Math.round(seconds * 10_000) / 10,
      ...(response.writableFinished ? {} : { aborted: true }),
    })
  }
  response.once('close', done)
}
