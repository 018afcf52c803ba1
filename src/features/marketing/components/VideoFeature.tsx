import type { ReactNode } from 'react'
import { LiteVideo } from '@/ui/LiteVideo'
import type { Block } from '../queries'
import { Paragraphs } from '@/ui/Paragraphs'
import { Section } from '@/ui/Section'

/** A section with text beside a video that loads only when the visitor plays it. */
export function VideoFeature({
  id,
  block,
  playLabel,
  tone,
  children,
}: {
  id: string
  block: Block
  playLabel: string
  tone?: 'white' | 'light' | 'dark'
  children?: ReactNode
}) {
  // Without text the video takes the section alone, not half of it beside an empty column; the
  // text starts right under the heading (top-aligned), not centred against the video.
  const hasText = Boolean(block.body) || Boolean(children)
  return (
    <Section id={id} title={block.title} tone={tone}>
      <div className={hasText ? 'grid items-start gap-8 lg:grid-cols-2' : 'max-w-4xl'}>
        {hasText && (
          <div className="space-y-4 text-lg">
            <Paragraphs text={block.body} />
            {children}
          </div>
        )}
        {block.videoUrl && block.image && (
          <LiteVideo
            src={block.videoUrl}
            title={block.title}
            poster={block.image.url}
            posterAlt=""
            playLabel={playLabel}
          />
        )}
      </div>
    </Section>
  )
}
