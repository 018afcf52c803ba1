import type { CollectionBeforeChangeHook } from 'payload'
import { publicPath, type Locale } from '@/i18n/routing'

/**
 * A published page whose slug changes keeps its old URL working: a permanent redirect from the
 * old path to the new one. Redirects that pointed at the old path now point at the new one (no
 * chains), and one from the new path (the page taking back an earlier slug) is removed (no loop).
 */
export const redirectOldSlugs: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const locale: Locale = req.locale === 'en' ? 'en' : 'es'
  const before = originalDoc?.slug
  const after = data.slug
  const wasLive = originalDoc?._status === 'published'
  if (!wasLive || !before || !after || before === after || data._status !== 'published') {
    return data
  }
  const from = publicPath(locale, `/${before}`)
  const to = publicPath(locale, `/${after}`)
  const { payload } = req
  await payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req })
  await payload.update({
    collection: 'redirects',
    where: { to: { equals: from } },
    data: { to },
    req,
  })
  const existing = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    depth: 0,
    limit: 1,
    req,
  })
  if (existing.docs[0]) {
    await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to }, req })
  } else {
    await payload.create({ collection: 'redirects', data: { from, to }, req })
  }
  return data
}
