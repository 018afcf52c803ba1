import type { NextRequest } from 'next/server'
import { blogCounterpartPath } from '@/features/blog/counterpart'
import { localeOfPath } from '@/i18n/switch-language'

type Context = { params: Promise<{ path: string[] }> }

/** `/redireccion` + a blog path: the language switch's way to the other language's article. */
export async function GET(_request: NextRequest, { params }: Context) {
  const { path } = await params
  const original = `/${path.join('/')}`
  const from = localeOfPath(original)
  const inner = from === 'en' ? original.slice(3) || '/' : original
  const target = await blogCounterpartPath(from, inner)
  // A relative Location: the browser resolves it against the origin it used. The server's own
  // origin (request.nextUrl) is localhost:PORT behind a proxy, which would send visitors there.
  return new Response(null, { status: 307, headers: { location: sitePath(target) } })
}

/** Only a path of this site: '//host' or a scheme would make a relative Location leave it. */
function sitePath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/'
}
