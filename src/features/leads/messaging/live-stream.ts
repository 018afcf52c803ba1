import { worksLeads } from '@/lib/access/roles'
import { listenLive } from '@/lib/live-bus'
import { payloadClient } from '@/lib/payload/payload'
import { staffLiveChannel } from './agent-alert'

const encoder = new TextEncoder()

/**
 * GET /api/staff-alerts — Server-Sent Events of the signed-in agent's lead alerts, for the open
 * admin tab to ring without waiting for the list's poll. A comment every 25 s keeps proxies
 * from closing an idle stream.
 */
export async function staffAlertStream(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
  if (!worksLeads(user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
  let stop = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop()
        }
      }
      const unlisten = listenLive(staffLiveChannel(Number(user.id)), (message) =>
        send(`event: lead\ndata: ${message}\n\n`),
      )
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), 25_000)
      stop = () => {
        clearInterval(keepAlive)
        unlisten()
      }
      request.signal.addEventListener('abort', () => {
        stop()
        try {
          controller.close()
        } catch {
          // already closed
        }
      })
      send('retry: 3000\n: ready\n\n')
    },
    cancel: () => stop(),
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}
