import net from 'node:net'
import { freePort } from './production-server.mjs'

export type TcpForwarder = {
  port: number
  /** Refuses new connections and cuts the open ones, as a stopped server or a lost link does. */
  cut: () => Promise<void>
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

/**
 * A TCP port on 127.0.0.1 that passes every connection on to `target` (host:port) until it is
 * cut: what a server sees when its database or Redis stops answering, without stopping the
 * machine's own database or Redis that other tests use.
 */
export async function startTcpForwarder(target: { host: string; port: number }) {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!server) return resolve()
      server.close(() => resolve())
      server = null
    })
  await listen()
  return { port, cut, restore: listen, close: cut } satisfies TcpForwarder
}
