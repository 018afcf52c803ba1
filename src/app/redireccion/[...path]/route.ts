import { NextResponse, type NextRequest } from 'next/server'
import { blogCounterpartPath } from '@/features/blog/counterpart'
import { localeOfPath } from '@/i18n/switch-language'

type Context = { params: Promise<{ path: string[] }> }

/** `/redireccion` + a blog path: the language switch's way to the other language's article. */
export async function GET(request: NextRequest, { params }: Context) {
  const { path } = await params
  const original = `/${path.join('/')}`
  const from = localeOfPath(original)
  const inner = from === 'en' ? original.slice(3) || '/' : original
  const target = await blogCounterpartPath(from, inner)
  return NextResponse.redirect(new URL(target, request.nextUrl.origin), 307)
}
