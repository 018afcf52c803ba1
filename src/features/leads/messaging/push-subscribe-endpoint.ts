import type { Endpoint, PayloadRequest } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { isKnownPushEndpoint } from '@/lib/push-services'

const base64url = /^[A-Za-z0-9_-]+={0,2}$/

/** A browser's PushSubscription.toJSON(), checked; or the reason it is refused. */
export function parseSubscription(body: unknown) {
  const value = (body ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
  const endpoint = typeof value.endpoint === 'string' ? value.endpoint : ''
  if (endpoint.length > 2000 || !isKnownPushEndpoint(endpoint)) {
    return { error: "endpoint must be an https URL of a browser's push service" }
  }
  const { p256dh, auth } = value.keys ?? {}
  if (typeof p256dh !== 'string' || !base64url.test(p256dh) || p256dh.length > 200) {
    return { error: 'keys.p256dh must be base64url' }
  }
  if (typeof auth !== 'string' || !base64url.test(auth) || auth.length > 100) {
    return { error: 'keys.auth must be base64url' }
  }
  return { endpoint, keys: { p256dh, auth } }
}

async function readJson(req: PayloadRequest) {
  try {
    return req.json ? await req.json() : null
  } catch {
    return null
  }
}

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } }

/** An endpoint of a signed-in agent or admin about one subscription of the request's body. */
const withSubscription =
  (act: (req: PayloadRequest, subscription: Subscription) => Promise<Response>) =>
  async (req: PayloadRequest) => {
    if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
    if (!worksLeads(req.user)) {
      return Response.json({ error: 'Only agents and admins get lead alerts' }, { status: 403 })
    }
    const parsed = parseSubscription(await readJson(req))
    if ('error' in parsed) return Response.json({ error: parsed.error }, { status: 400 })
    return act(req, parsed)
  }

/** POST /cms/api/push-subscriptions/subscribe — this device gets the signed-in agent's alerts. */
export const subscribeEndpoint: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: withSubscription(async (req, parsed) => {
    // One row per endpoint: a device handed from one agent to another follows the last sign-in.
    await req.payload.delete({
      collection: 'push-subscriptions',
      where: { endpoint: { equals: parsed.endpoint } },
      overrideAccess: true,
    })
    const doc = await req.payload.create({
      collection: 'push-subscriptions',
      data: {
        user: req.user!.id as number,
        ...parsed,
        userAgent: (req.headers.get('user-agent') ?? '').slice(0, 300),
      },
      overrideAccess: true,
    })
    return Response.json({ id: doc.id }, { status: 201 })
  }),
}

/** POST /cms/api/push-subscriptions/unsubscribe — this device stops getting alerts. */
export const unsubscribeEndpoint: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: withSubscription(async (req, parsed) => {
    await req.payload.delete({
      collection: 'push-subscriptions',
      where: {
        and: [{ endpoint: { equals: parsed.endpoint } }, { user: { equals: req.user!.id } }],
      },
      overrideAccess: true,
    })
    return Response.json({ ok: true })
  }),
}
