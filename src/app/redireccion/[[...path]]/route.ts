import type { NextRequest } from 'next/server'
import { blogCounterpartPath } from '@/features/blog/counterpart'
import { localeOfPath, switchLanguagePath } from '@/i18n/switch-language'

type Context = { params: Promise<{ path?: string[] }> }

/**
 * `/redireccion` + a public path: the header's language switch as the page's HTML writes it, to
 * the same page in the other language (i18n/switch-language.ts). The route table stays on the
 * server: the switch's script only swaps in the page's own hreflang alternate once it runs
 * (layout/Header.client.tsx), and a blog article or category, whose slug differs per language,
 * is looked up here either way.
 */
export async function GET(_request: NextRequest, { params }: Context) {
  const { path = [] } = await params
  const original = `/${path.join('/')}`
  let target = switchLanguagePath(original)
  if (target.startsWith('/redireccion/')) {
    const from = localeOfPath(original)
    target = await blogCounterpartPath(from, from === 'en' ? original.slice(3) || '/' : original)
  }
  // A relative Location: the browser resolves it against the origin it used. The server's own
  // origin (request.nextUrl) is localhost:PORT behind a proxy, which would send visitors there.
  return new Response(null, { status: 307, headers: { location: sitePath(target) } })
}

/** Only a path of this site: '//host' or a scheme would make a relative Location leave it. */
function sitePath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/'
}
