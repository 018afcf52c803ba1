import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboundRequest } from '@/lib/http/outbound'

// The client the outbox sends alerts and texts with: what it sends, what it reads back, and a
// provider that never answers cut off at the bound.
const received: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = []
const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    received.push({ method: request.method, headers: request.headers, body })
    if (request.url === '/hang') return // never answers
    response.writeHead(request.url === '/gone' ? 410 : 201, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ sid: 'SM1', status: 'queued' }))
  })
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('outboundRequest', () => {
  it('posts the body with its headers and reads the answer', async () => {
    const answer = await outboundRequest(
      `${base}/Messages.json`,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'To=%2B1202' },
      2_000,
    )
    expect(answer).toEqual({ status: 201, ok: true, text: '{"sid":"SM1","status":"queued"}' })
    const last = received.at(-1)!
    expect(last).toMatchObject({ method: 'POST', body: 'To=%2B1202' })
    expect(last.headers['content-length']).toBe('10')
    expect(last.headers['content-type']).toBe('text/plain')
  })

  it('gives a refusal as not ok, with its status', async () => {
    const answer = await outboundRequest(`${base}/gone`, { method: 'POST', headers: {} }, 2_000)
    expect(answer.status).toBe(410)
    expect(answer.ok).toBe(false)
  })

  it('rejects a provider that does not answer within the bound', async () => {
    const started = Date.now()
    await expect(
      outboundRequest(`${base}/hang`, { method: 'POST', headers: {}, body: 'x' }, 300),
    ).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
