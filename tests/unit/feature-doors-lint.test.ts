import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { circles, importGraph } from '../../scripts/check-import-cycles.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The messages of the feature rules for a throw-away file at `file` holding `code`. */
async function featureRuleMessages(file: string, code: string) {
  const full = path.join(root, file)
  fs.writeFileSync(full, code)
  try {
    const [result] = await eslint.lintFiles([full])
    return result.messages
      .filter((message) => message.ruleId?.startsWith('features/'))
      .map((message) => `${message.ruleId}: ${message.message}`)
  } finally {
    fs.rmSync(full, { force: true })
  }
}

describe('features enter each other only through their doors (features/entry-only)', () => {
  it('fails on a deep import of another feature', async () => {
    const messages = await featureRuleMessages(
      'src/features/booking/zz-throwaway.ts',
      "import { kickOutbox } from '@/features/leads/delivery/outbox'\nexport const kick = kickOutbox\n",
    )
    expect(messages).toEqual([
      expect.stringMatching(/^features\/entry-only: Import leads through its doors/),
    ])
  }, 60_000)

  it('fails on a relative path into another feature', async () => {
    const messages = await featureRuleMessages(
      'src/features/booking/zz-throwaway.ts',
      "import { readRevocation } from '../texting/revocation'\nexport const read = readRevocation\n",
    )
    expect(messages).toEqual([expect.stringMatching(/^features\/entry-only: Import texting/)])
  }, 60_000)

  it('fails on a client component taking a server door', async () => {
    const messages = await featureRuleMessages(
      'src/features/booking/components/ZzThrowaway.client.tsx',
      "'use client'\nimport { usE164 } from '@/features/texting'\nexport const Phone = () => usE164('2025550143')\n",
    )
    expect(messages).toEqual([
      expect.stringMatching(/^features\/entry-only: A client component may not import/),
    ])
  }, 60_000)

  it('passes the doors and a feature’s own files', async () => {
    const messages = await featureRuleMessages(
      'src/features/booking/zz-throwaway.ts',
      [
        "import { readSchedule } from '@/features/schedule'",
        "import { OfficeHours } from '@/features/schedule/ui'",
        "import { computeSlots } from './slots'",
        'export const used = [readSchedule, OfficeHours, computeSlots]',
        '',
      ].join('\n'),
    )
    expect(messages).toEqual([])
  }, 60_000)
})

/** The files `file` imports for their values (`import type` and `export type` are erased). */
const valueImport =
  /^\s*(?:import|export)\s+(?!type\b)(?:[\w*${}\s,]+?\s+from\s*)?['"]([^'"]+)['"]/gm
function valueImports(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(valueImport)].map((match) => match[1])
}
function localFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const suffix of ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']) {
    if (fs.existsSync(base + suffix) && fs.statSync(base + suffix).isFile()) return base + suffix
  }
  return null
}

describe("the doors public pages import reach none of the admin's client modules", () => {
  // A public page's JavaScript is every client module reachable from what it imports: through
  // leads/ui.ts, the lead dashboard brought Payload's UI (about 460 KB compressed) into the
  // contact, thank-you and campaign pages. Admin components go through staff-ui.ts.
  const doors = fs
    .readdirSync(path.join(root, 'src/features'))
    .map((feature) => path.join(root, 'src/features', feature, 'ui.ts'))
    .filter((file) => fs.existsSync(file))

  it.each(doors.map((door) => [path.relative(root, door), door]))('%s', (_name, door) => {
    const seen = new Set<string>()
    const queue = [door]
    const admin: string[] = []
    while (queue.length) {
      const file = queue.shift()!
      if (seen.has(file)) continue
      seen.add(file)
      for (const specifier of valueImports(file)) {
        if (/^@payloadcms\/(ui|next)(\/|$)/.test(specifier)) {
          admin.push(`${path.relative(root, file)} imports ${specifier}`)
        }
        const next = localFile(file, specifier)
        if (next) queue.push(next)
      }
    }
    expect(admin).toEqual([])
  })
})

describe('no import circle of any kind (scripts/check-import-cycles.mjs)', () => {
  const folder = path.join(root, 'tests/.tmp/import-circle')
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

  it('finds a circle of type-only imports', () => {
    fs.mkdirSync(folder, { recursive: true })
    const a = path.join(folder, 'a.ts')
    const b = path.join(folder, 'b.ts')
    const c = path.join(folder, 'c.ts')
    fs.writeFileSync(a, "import type { B } from './b'\nexport type A = { b?: B }\n")
    fs.writeFileSync(b, "import type { A } from './a'\nexport type B = { a?: A }\n")
    fs.writeFileSync(c, "import type { A } from './a'\nexport type C = A\n")
    const found = circles(importGraph([a, b, c]))
    expect(
      found.map((group: string[]) => group.map((file: string) => path.basename(file)).sort()),
    ).toEqual([['a.ts', 'b.ts']])
  })

  it('finds none in src, tests, scripts or deploy', () => {
    expect(circles(importGraph())).toEqual([])
  })
})
