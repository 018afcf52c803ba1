import { Paragraphs } from '@/ui/Paragraphs'
import { Section } from '@/ui/Section'
import type { BlockProps } from '../types'

/** Paragraphs under an optional heading. */
export function RichTextBlock({ block, id }: BlockProps<'richText'>) {
  return (
    <Section id={id} title={block.heading ?? undefined}>
      <div className="max-w-3xl space-y-4 text-lg">
        <Paragraphs text={block.text} />
      </div>
    </Section>
  )
}
