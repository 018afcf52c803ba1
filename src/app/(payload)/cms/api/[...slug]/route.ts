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
import { limitLogin } from '@/lib/login-limit'

type Context = { params: Promise<{ slug: string[] }> }

const post = REST_POST(config)

export const GET = REST_GET(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)

/** Staff logins go through the shared attempt limit; every other call straight to Payload. */
export async function POST(request: Request, context: Context) {
  const { slug } = await context.params
  if (slug.join('/') === 'users/login') return limitLogin(request, () => post(request, context))
  return post(request, context)
}
