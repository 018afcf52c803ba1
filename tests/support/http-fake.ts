import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Answer = (request: http.IncomingMessage, response: http.ServerResponse, raw: string) => void

/** An HTTP server on 127.0.0.1 that hands each request's whole body to `answer`. */
export async function listenFake(answer: Answer, port = 0) {
  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => answer(request, response, raw))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** Closes it at once, open connections (a hanging answer) included. */
export async function closeFake(server: http.Server | null) {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
}
