import net from 'node:net'
import { expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'

// The server keeps an idle connection longer than its clients do (server.mjs): a client that
// reuses one after 6 s idle (past Node's default of 5 s, when the server used to drop it) is
// answered on it, and the server announces how long it waits.
const baseURL = new URL(sharedServer('baseURL'))

function exchange(socket: net.Socket) {
  return new Promise<string>((resolve, reject) => {
    let answer = ''
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1')
      const head = answer.indexOf('\r\n\r\n')
      const length = /content-length: *(\d+)/i.exec(answer)?.[1]
      if (head >= 0 && length !== undefined && answer.length >= head + 4 + Number(length)) {
        socket.off('data', onData)
        resolve(answer)
      }
    }
    socket.on('data', onData)
    socket.once('close', () => reject(new Error(`connection closed after: ${answer.slice(0, 80)}`)))
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${baseURL.host}\r\n\r\n`)
  })
}

it('answers on a keep-alive connection reused after 6 s idle, and says it waits 65 s', async () => {
  const socket = net.connect(Number(baseURL.port), baseURL.hostname)
  await new Promise((resolve) => socket.once('connect', resolve))
  try {
    const first = await exchange(socket)
    expect(first).toMatch(/^HTTP\/1\.1 200/)
    expect(first).toMatch(/keep-alive: timeout=65/i)
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(await exchange(socket)).toMatch(/^HTTP\/1\.1 200/)
  } finally {
    socket.destroy()
  }
})
