import fs from 'node:fs'
import path from 'node:path'
import { convert } from 'fontverter'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

// The site's one font file (scripts/subset-font.mjs cuts Inter to the weights the pages set):
// it must still draw every character of both message catalogs and every weight in use.
const root = path.resolve(import.meta.dirname, '../..')

async function fontFace() {
  const woff2 = fs.readFileSync(path.join(root, 'src/ui/fonts/inter-latin-400-700.woff2'))
  const sfnt = await convert(woff2, 'sfnt')
  return new hb.Face(new hb.Blob(sfnt))
}

function catalogCharacters(): Set<number> {
  const codes = new Set<number>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') for (const char of value) codes.add(char.codePointAt(0)!)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const locale of ['es', 'en']) {
    walk(JSON.parse(fs.readFileSync(path.join(root, `messages/${locale}.json`), 'utf8')))
  }
  // Line breaks are not drawn.
  codes.delete(0x0a)
  return codes
}

describe('the site font', () => {
  it('draws every character of the Spanish and English catalogs', async () => {
    const covered = new Set((await fontFace()).collectUnicodes())
    const missing = [...catalogCharacters()].filter((code) => !covered.has(code))
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([])
  })

  it('varies over the weights the pages use (400 to 700), and no wider', async () => {
    const { wght } = (await fontFace()).getAxisInfos()
    expect({ min: wght.min, max: wght.max }).toEqual({ min: 400, max: 700 })
  })
})
