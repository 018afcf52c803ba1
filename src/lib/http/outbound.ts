import http from 'node:http'
import https from 'node:https'
import { text as readText } from 'node:stream/consumers'

/** What a provider answered: its status and its body as text. */
export type OutboundAnswer = { status: number; ok: boolean; text: string }

// Kept-alive connections to the providers (push services, Twilio): a burst of leads reuses them.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
}

/**
 * One request to an outside service with Node's own client, bounded by `timeoutMs` from start
 * to the end of the answer. The outbox sends every alert and text through here: `fetch` cost
 * several times the CPU per request (its streams, and Next's wrapper around it), which a burst
 * of leads paid twice per lead on the one thread that also takes the next leads.
 */
export function outboundRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: Buffer | string },
  timeoutMs: number,
): Promise<OutboundAnswer> {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  const agent = agents[target.protocol as keyof typeof agents]
  if (!agent) return Promise.reject(new Error(`unsupported protocol ${target.protocol}`))
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? Buffer.from(options.body)
        : options.body
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: options.method,
        agent,
        headers: { ...options.headers, ...(body ? { 'content-length': body.length } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0
        readText(response).then(
          (text) => resolve({ status, ok: status >= 200 && status < 300, text }),
          reject,
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
