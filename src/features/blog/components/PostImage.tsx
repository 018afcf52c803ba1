import type { Locale } from '@/i18n/routing'
import { CardImage } from '@/ui/CardImage'
import type { PostSummary } from '../posts'

/** An article's main image (none when it has none); `priority` when it is the page's LCP. */
export function PostImage({
  post,
  locale,
  ...image
}: {
  post: PostSummary
  locale: Locale
  sizes: string
  priority?: boolean
  className: string
}) {
  return <CardImage image={post.mainImage} alt={post.mainImageAlt[locale]} {...image} />
}
