import type http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Listens on 127.0.0.1 (port 0: any free one) and resolves with the port taken. */
export async function listenLocal(server: http.Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Closes a test server, its open connections (a hanging request) included. */
export async function closeServer(server: http.Server | null) {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
}
