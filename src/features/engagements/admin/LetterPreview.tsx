import type { I18n } from '@payloadcms/translations'
import type { PayloadRequest } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import type { Letter, LetterBlock } from '../letter'
import { prepareLetter, type LetterInput } from '../prepare'
import type { EngagementsTextKey } from './texts'

type Props = { data?: Record<string, unknown>; i18n: I18n; req: PayloadRequest }

const text = (i18n: I18n, key: EngagementsTextKey) => (i18n.t as (key: string) => string)(key)

/** The letter's blocks as the client reads them: headings, paragraphs and bulleted items. */
function LetterBody({ letter }: { letter: Letter }) {
  const groups: LetterBlock[][] = []
  for (const block of letter.blocks) {
    const last = groups.at(-1)
    if (block.kind === 'item' && last?.[0]?.kind === 'item') last.push(block)
    else groups.push([block])
  }
  const lines = (value: string) =>
    value.split('\n').flatMap((line, index) => (index ? [<br key={index} />, line] : [line]))
  return (
    <div lang={letter.locale}>
      <h4 style={{ fontSize: '1.2rem', fontWeight: 700, margin: '0 0 .75rem' }}>{letter.title}</h4>
      {groups.map((group, index) =>
        group[0].kind === 'item' ? (
          <ul key={index}>
            {group.map((item, at) => (
              <li key={at}>{lines(item.text)}</li>
            ))}
          </ul>
        ) : group[0].kind === 'heading' ? (
          <h5 key={index} style={{ fontSize: '1rem', fontWeight: 600, margin: '1rem 0 .25rem' }}>
            {lines(group[0].text)}
          </h5>
        ) : (
          <p key={index}>{lines(group[0].text)}</p>
        ),
      )}
    </div>
  )
}

/**
 * On a letter's page: the letter as the client will read it. A sent letter shows what was sent
 * (frozen with its hash); a draft is merged from its saved choices, as sending would merge it.
 */
export async function LetterPreview({ data, i18n, req }: Props) {
  if (!worksLeads(req.user) || !data) return null
  const stored = data.letter as Letter | null | undefined
  let letter: Letter | null = stored?.blocks ? stored : null
  if (!letter && data.lead && data.template) {
    letter = await prepareLetter(req, data as LetterInput, new Date())
      .then((prepared) => prepared.letter)
      .catch(() => null)
  }
  return (
    <section
      aria-labelledby="letter-preview-title"
      className="letter-preview"
      style={{ margin: '1rem 0 2rem' }}
    >
      <h3 id="letter-preview-title">{text(i18n, 'engagements:previewTitle')}</h3>
      <p style={{ fontSize: '.9rem' }}>
        {letter
          ? text(i18n, stored?.blocks ? 'engagements:previewSent' : 'engagements:previewHint')
          : text(i18n, 'engagements:previewMissing')}
      </p>
      {letter ? (
        <div
          style={{
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 4,
            padding: '1rem',
            maxWidth: '42rem',
            overflowWrap: 'anywhere',
          }}
        >
          <LetterBody letter={letter} />
        </div>
      ) : null}
    </section>
  )
}
