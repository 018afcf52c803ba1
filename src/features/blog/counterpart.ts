import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/payload/payload'
import { safeDecode } from '@/lib/routing/safe-decode'
import { findPostBySlug } from './queries'
import { articlePath } from './urls'

/**
 * Where the language switch of a blog page lands: blog slugs differ per language, so the record is
 * looked up by its slug in the language it came from. Unknown records land on the blog list.
 */
export async function blogCounterpartPath(from: Locale, innerPath: string): Promise<string> {
  const to: Locale = from === 'es' ? 'en' : 'es'
  const parts = innerPath.split('/').filter(Boolean)
  const categoryPrefix = from === 'es' ? 'categoria' : 'category'
  if (parts[0] === 'blog' && parts[1] === categoryPrefix && parts[2]) {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'blog-categories',
      where: { slug: { equals: safeDecode(parts[2]) } },
      locale: from,
      limit: 1,
      depth: 0,
    })
    if (docs[0]) {
      const target = await payload.findByID({
        collection: 'blog-categories',
        id: docs[0].id,
        locale: to,
        depth: 0,
      })
      return getPathname({
        locale: to,
        href: { pathname: '/blog/categoria/[category]', params: { category: target.slug } },
      })
    }
  }
  if (parts[0] === 'blog' && parts.length === 2) {
    const post = await findPostBySlug(from, safeDecode(parts[1]))
    if (post) return articlePath(to, post.slug[to])
  }
  return getPathname({ locale: to, href: '/blog' })
}
