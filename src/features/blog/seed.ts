import type { Payload } from 'payload'
import { sampleMedia } from '@/lib/media/seed-image'
import { upsertBilingual } from '@/lib/payload/upsert'
import { serializeIndice } from './indice'
import { sampleCategories } from './sample-categories'
import { firstPosts, type SamplePost } from './sample-posts'
import { morePosts } from './sample-posts-more'

const samplePosts = [...firstPosts, ...morePosts]

function escapeHtml(text: string) {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

function bodyHtml(post: SamplePost, locale: 'es' | 'en'): string {
  const sections = post.sections.map(
    (section) =>
      `<h2 id="${section.id}">${escapeHtml(section.title[locale])}</h2>\n` +
      section.paragraphs[locale].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  )
  return [`<p>${escapeHtml(post.intro[locale])}</p>`, ...sections].join('\n')
}

/** Upserts the sample articles by Spanish slug; half of them import their index as `indice`. */
async function seedPosts(payload: Payload) {
  const { docs: categories } = await payload.find({
    collection: 'blog-categories',
    locale: 'es',
    limit: 100,
    depth: 0,
  })
  for (const [index, post] of samplePosts.entries()) {
    const image = await sampleMedia(payload, {
      name: `blog-${post.slug.en}.png`,
      title: post.title.es.split(':')[0],
      subtitle: post.title.en.split(':')[0],
      alt: post.title,
      colors: post.colors,
    })
    const gallery = []
    for (const [n, alt] of (post.gallery ?? []).entries()) {
      const galleryImage = await sampleMedia(payload, {
        name: `blog-${post.slug.en}-gallery-${n + 1}.png`,
        title: `${n + 1} / ${post.gallery!.length}`,
        subtitle: alt.en,
        alt,
        colors: post.colors,
        width: 900,
        height: 600,
      })
      gallery.push({ image: galleryImage.id, altEs: alt.es, altEn: alt.en })
    }
    const anchors = post.sections.map((s) => ({
      titleEs: s.title.es,
      titleEn: s.title.en,
      anchor: s.id,
    }))
    const category = categories.find((c) => c.slug === post.category)
    const shared = {
      createdDate: post.date,
      featured: Boolean(post.featured),
      categories: category ? [category.id] : [],
      author: post.author,
      mainImage: image.id,
      gallery,
      // The spec's import format for every other article, the list for the rest.
      ...(index % 2 === 0 ? { indice: serializeIndice(anchors) } : { anchors }),
      _status: 'published' as const,
    }
    const es = {
      ...shared,
      title: post.title.es,
      slug: post.slug.es,
      body: bodyHtml(post, 'es'),
      mainImageAlt: post.title.es,
    }
    await upsertBilingual(payload, 'blog-posts', { field: 'slug', value: post.slug.es }, es, {
      title: post.title.en,
      slug: post.slug.en,
      body: bodyHtml(post, 'en'),
      mainImageAlt: post.title.en,
      _status: 'published',
    })
  }
}

/** Upserts the sample categories by Spanish slug, in menu order. */
async function seedCategories(payload: Payload) {
  for (const [order, category] of sampleCategories.entries()) {
    await upsertBilingual(
      payload,
      'blog-categories',
      { field: 'slug', value: category.es.slug },
      { ...category.es, order },
      category.en,
    )
  }
}

/** Sample blog categories and articles (idempotent). */
export async function seedBlog(payload: Payload) {
  await seedCategories(payload)
  await seedPosts(payload)
}
