import { NextResponse } from 'next/server'
import { categoryList } from '@/features/blog/endpoints'
import { jsonResponse } from '@/lib/http/json-route'

type Context = { params: Promise<{ locale: string }> }

/**
 * English blog categories at GET /en/api/category: [{ id, url_en, nombre_en }]. It lives under
 * `[locale]` because a top-level `app/en` folder would shadow the English pages.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale } = await params
  if (locale !== 'en') return NextResponse.json({ error: 'Not found' }, { status: 404 })
  return jsonResponse('the categories', () => categoryList('en'))
}
