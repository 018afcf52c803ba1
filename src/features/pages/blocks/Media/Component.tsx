import { getTranslations } from 'next-intl/server'
import { VideoFeature } from '@/features/marketing/ui'
import { renderableLink, resolvedLink } from '@/lib/links'
import { imageRef } from '@/lib/media/image-ref'
import { OptimizedImage } from '@/ui/OptimizedImage'
import { Paragraphs } from '@/ui/Paragraphs'
import { Section } from '@/ui/Section'
import { asBlock } from '../block-shapes'
import type { BlockProps } from '../types'

/** A video with the image as its poster, or the image alone with its caption. */
export async function MediaBlock({ block, locale, id }: BlockProps<'media'>) {
  const image = imageRef(block.image)
  const videoUrl = renderableLink(block.videoUrl, resolvedLink)
  if (videoUrl) {
    const video = await getTranslations({ locale, namespace: 'video' })
    return (
      <VideoFeature
        id={id}
        block={asBlock({ title: block.heading, body: block.text, image, videoUrl })}
        playLabel={video('play')}
      />
    )
  }
  return (
    <Section id={id} title={block.heading ?? undefined}>
      <figure className="max-w-4xl space-y-3">
        {image && (
          <OptimizedImage
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(min-width: 896px) 896px, 100vw"
            className="h-auto w-full rounded-lg"
          />
        )}
        {block.text && (
          <figcaption className="text-slate-700">
            <Paragraphs text={block.text} />
          </figcaption>
        )}
      </figure>
    </Section>
  )
}
