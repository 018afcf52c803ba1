import http from 'node:http'
import { expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'

// The server keeps an idle connection longer than its clients do (server.mjs): a client that
// reuses one after 6 s idle (past Node's default of 5 s, when the server used to drop it) is
// answered on that same connection, and the server announces how long it waits.
const baseURL = sharedServer('baseURL')

function get(agent: http.Agent) {
  return new Promise<{ status: number; keepAlive: string; reused: boolean }>((resolve, reject) => {
    const request = http.get(`${baseURL}/healthz`, { agent }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          keepAlive: String(response.headers['keep-alive']),
          reused: request.reusedSocket,
        }),
      )
    })
    request.on('error', reject)
  })
}

it('answers on a keep-alive connection reused after 6 s idle, and says it waits 65 s', async () => {
  // One socket, kept with no limit of the agent's own (as Playwright's request context keeps
  // them): whether it is still there after 6 s is the server's choice.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const first = await get(agent)
    expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=65', reused: false })
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(await get(agent)).toMatchObject({ status: 200, reused: true })
  } finally {
    agent.destroy()
  }
})
