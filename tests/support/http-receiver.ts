import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Answer = (request: http.IncomingMessage, response: http.ServerResponse, raw: string) => void

/** A local HTTP server that reads each request's whole body before answering it. */
export async function listenWithBody(answer: Answer, port = 0) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const stop = async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { port: (server.address() as AddressInfo).port, stop }
}
