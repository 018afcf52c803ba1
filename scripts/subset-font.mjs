// npm run generate:font — writes src/ui/fonts/inter-latin-400-700.woff2, the one font of the site.
// @fontsource's Latin file of Inter covers weights 100 to 900 (48 KB); the site sets 400 to 700
// (normal, medium, semibold, bold), so the weight axis is cut to that range with harfbuzz's
// hb-subset (WebAssembly, from the npm package), same characters as @fontsource's Latin subset:
// about 40 % fewer bytes on every first visit. Run it again after upgrading
// @fontsource-variable/inter; `tests/unit/font.test.ts` checks what the file must cover.
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(import.meta.dirname, '..')
const fontsource = path.join(root, 'node_modules/@fontsource-variable/inter')
const fontFile = path.join(root, 'src/ui/fonts/inter-latin-400-700.woff2')
const weights = { min: 400, max: 700 }

/** The characters of @fontsource's `latin` unicode-range (`U+0000-00FF,U+0131,…`). */
function latinCharacters() {
  const ranges = JSON.parse(fs.readFileSync(path.join(fontsource, 'unicode.json'), 'utf8')).latin
  let text = ''
  for (const range of ranges.split(',')) {
    const [from, to = from] = range.replace(/U\+/g, '').split('-')
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) {
      text += String.fromCodePoint(code)
    }
  }
  return text
}

const source = fs.readFileSync(path.join(fontsource, 'files/inter-latin-wght-normal.woff2'))
const subset = await subsetFont(source, latinCharacters(), {
  targetFormat: 'woff2',
  variationAxes: { wght: weights },
})
fs.mkdirSync(path.dirname(fontFile), { recursive: true })
fs.writeFileSync(fontFile, subset)
console.log(`${path.relative(root, fontFile)}: ${source.length} -> ${subset.length} bytes`)
