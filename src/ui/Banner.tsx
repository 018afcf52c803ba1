import { OptimizedImage } from './OptimizedImage'
import type { ReactNode } from 'react'
import type { ImageRef } from '@/lib/media/image-ref'
import { Paragraphs } from './Paragraphs'

/**
 * The page banner: the page's one h1 over its image (the LCP image, so loaded first). A banner
 * lower on the page (a campaign hero that is not the first section) is an h2 with a lazy image.
 */
export function Banner({
  title,
  body,
  image,
  children,
  opensPage = true,
}: {
  title: string
  body?: string
  image: ImageRef | null
  children?: ReactNode
  opensPage?: boolean
}) {
  const Heading = opensPage ? 'h1' : 'h2'
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {image && (
        <OptimizedImage
          src={image.url}
          alt=""
          fill
          preload={opensPage}
          sizes="100vw"
          className="-z-10 object-cover opacity-25"
        />
      )}
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <Heading className="text-3xl font-bold md:text-5xl">{title}</Heading>
        {body && (
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-100">
            <Paragraphs text={body} />
          </div>
        )}
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  )
}
