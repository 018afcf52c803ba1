import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import es from '../../messages/es.json'

const specPath = path.resolve(__dirname, '../../../shared/spec/site-spec.md')
/** Every text the spec quotes ('…'): each is shown word for word by some page or form. */
const quotedBySpec = () =>
  [...fs.readFileSync(specPath, 'utf8').matchAll(/'([^'\n]{2,200})'/g)].map((match) => match[1])

/** Every string of both catalogs, where the pages' and forms' visible texts live. */
function catalogTexts(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree)
  else if (tree && typeof tree === 'object') {
    for (const value of Object.values(tree)) catalogTexts(value, into)
  }
  return into
}

/** The source, where the sample content's texts and the form's section labels are written. */
function sourceText(directory = path.resolve(__dirname, '../../src')): string {
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .map((entry) => {
      const file = path.join(directory, entry.name)
      if (entry.isDirectory()) return sourceText(file)
      return /\.tsx?$/.test(entry.name) ? fs.readFileSync(file, 'utf8') : ''
    })
    .join('\n')
}

// Quoted by the spec but written nowhere word for word, each for a reason:
const notWritten: Record<string, string> = {
  // The label's start; the intake adds the page's `seccion` value (leads/intake/placements.ts).
  'Youtube Landing {value}': 'built by the lead intake',
  // "in one variant" of the consent toggle, a variant the spec does not name: every form uses
  // Show more / Show less (Ver más / Ver menos).
  'See more': 'variant not named by the spec',
  'See less': 'variant not named by the spec',
}

describe("the spec's words", () => {
  it('on the contact page: the phone blocks of immigration and truck drivers', () => {
    expect(en.contactPage).toMatchObject({
      immigration: 'Immigration',
      newCases: 'New Cases',
      customerService: 'Customer Service',
      companiesGrowth: 'Companies Growth Advisors',
      driversRecruitment: 'Drivers Recruitment Team',
    })
    // The footer names the same lines the same way.
    expect(en.footer).toMatchObject({ newCases: 'New Cases', customerService: 'Customer Service' })
  })

  it('on the 404 page, in each language', () => {
    expect(en.notFound).toMatchObject({
      title: 'Page not found',
      home: 'Return to Home',
      report: 'Report Problem',
    })
    expect(es.notFound.title).toBe('Página no encontrada')
    // Spanish's "¡" opens a Spanish exclamation; "OPPS" is no word in Spanish.
    expect(es.notFound.heading).not.toMatch(/OPPS/)
  })

  it('every text the spec quotes is written word for word: catalogs, content or labels', () => {
    const catalogs = [...catalogTexts(es), ...catalogTexts(en)].join('\n')
    const source = sourceText()
    const missing = quotedBySpec()
      .filter((quote) => !(quote in notWritten))
      .filter((quote) => !catalogs.includes(quote) && !source.includes(quote))
    expect(missing).toEqual([])
    // The exceptions stay true: none of them is written yet.
    for (const quote of Object.keys(notWritten)) expect(catalogs + source).not.toContain(quote)
  })
})
