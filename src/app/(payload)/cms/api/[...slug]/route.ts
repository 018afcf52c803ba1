import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { limitForgotPassword, limitLogin } from '@/features/staff'
import { asksForMissingVersions } from '@/lib/versions-guard'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** Versions of a collection or global that keeps none: 404, not Payload's 500. */
function guarded(handler: Handler): Handler {
  return async (request, context) => {
    const { slug } = await context.params
    if (asksForMissingVersions(await config, slug, 'rest')) {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
    return handler(request, context)
  }
}

const post = guarded(REST_POST(config))

export const GET = guarded(REST_GET(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/** Staff logins and forgot-password requests go through the shared limits; every other call straight to Payload. */
export async function POST(request: Request, context: Context) {
  const { slug } = await context.params
  const path = slug.join('/')
  if (path === 'users/login') return limitLogin(request, () => post(request, context))
  if (path === 'users/forgot-password') {
    return limitForgotPassword(request, () => post(request, context))
  }
  return post(request, context)
}
