import crypto from 'node:crypto'
import { formatInTimeZone } from 'date-fns-tz'
import { enUS, es as esLocale } from 'date-fns/locale'
import { env } from '@/lib/env.mjs'
import { fillMergeFields, type MergeValues } from './merge-fields'

export type LetterLocale = 'es' | 'en'
/** One block of a letter as shown: the page and the PDF draw the same blocks. */
export type LetterBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string }
export type Letter = { locale: LetterLocale; title: string; blocks: LetterBlock[]; html: string }

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The plain text of a Lexical node (text, line breaks, tabs). */
function textOf(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return '\t'
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
}

/** A template's Lexical state as blocks: headings, paragraphs and list items, in order. */
export function lexicalBlocks(state: unknown): LetterBlock[] {
  const root = (state as { root?: LexicalNode } | null)?.root
  const blocks: LetterBlock[] = []
  const walk = (node: LexicalNode) => {
    if (node.type === 'heading') blocks.push({ kind: 'heading', text: textOf(node) })
    else if (node.type === 'listitem') blocks.push({ kind: 'item', text: textOf(node) })
    else if (node.type === 'list') (node.children ?? []).forEach(walk)
    else if (node.type === 'paragraph' || node.type === 'quote') {
      const text = textOf(node)
      if (text.trim()) blocks.push({ kind: 'paragraph', text })
    } else (node.children ?? []).forEach(walk)
  }
  if (root) walk(root)
  return blocks
}

/** Text put in HTML (element content or a double-quoted attribute). */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
export const esc = (value: unknown) =>
  String(value ?? '').replace(/[&<>"]/g, (char) => entities[char])

function blocksHtml(title: string, blocks: LetterBlock[]): string {
  const out = [`<h2>${esc(title)}</h2>`]
  let inList = false
  for (const block of blocks) {
    if (block.kind === 'item' && !inList) out.push('<ul>')
    if (block.kind !== 'item' && inList) out.push('</ul>')
    inList = block.kind === 'item'
    const text = esc(block.text).replace(/\n/g, '<br>')
    out.push(
      block.kind === 'heading'
        ? `<h3>${text}</h3>`
        : block.kind === 'item'
          ? `<li>${text}</li>`
          : `<p>${text}</p>`,
    )
  }
  if (inList) out.push('</ul>')
  return out.join('')
}

/** The letter a client reads: the template's title and body with the merge fields filled. */
export function mergeLetter(
  template: { title: string; body: unknown; language?: string | null },
  values: MergeValues,
): Letter {
  const locale: LetterLocale = template.language === 'en' ? 'en' : 'es'
  const title = fillMergeFields(template.title, values)
  const blocks = lexicalBlocks(template.body).map((block) => ({
    ...block,
    text: fillMergeFields(block.text, values),
  }))
  return { locale, title, blocks, html: blocksHtml(title, blocks) }
}

/** The SHA-256 (hex) of the letter as shown: its HTML, UTF-8. */
export const letterHash = (letter: Letter) =>
  crypto.createHash('sha256').update(letter.html, 'utf8').digest('hex')

/** "$1,500.00": a fee in dollars, written the same in both languages. */
export const feeText = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

/** The letter's date in its language, in the firm's zone. */
export function letterDate(at: Date, locale: LetterLocale): string {
  const pattern = locale === 'es' ? "d 'de' MMMM 'de' yyyy" : 'MMMM d, yyyy'
  return formatInTimeZone(at, env().FIRM_TIME_ZONE, pattern, {
    locale: locale === 'es' ? esLocale : enUS,
  })
}
