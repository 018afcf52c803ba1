import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint rule of eslint.config.mjs that keeps migrations self-contained, run on text that
// never touches the disk: a migration's path, and an import of a feature (or of a copy).
const eslint = new ESLint()
const migration = 'src/migrations/sqlite/20990101_000000_throw_away.ts'
// The first lint loads the config, its plugins and the TypeScript resolver: seconds on a busy box.
const loading = 60_000

async function errorsOf(code: string) {
  const [result] = await eslint.lintText(code, { filePath: migration })
  return result.messages.filter((message) => message.severity === 2)
}

describe('a migration importing src/features', () => {
  it(
    'fails lint, through the alias or a relative path',
    async () => {
      const errors = await errorsOf(
        [
          "import { foldName } from '@/features/leads/pipeline/fold-name'",
          "import { foldName as fold } from '../../features/leads/pipeline/fold-name'",
          'export const names = [foldName(null), fold(null)]',
          '',
        ].join('\n'),
      )
      expect(errors.map((error) => [error.ruleId, error.line])).toEqual([
        ['import/no-restricted-paths', 1],
        ['import/no-restricted-paths', 2],
      ])
      expect(errors[0].message).toContain('src/migrations/_helpers')
    },
    loading,
  )

  it(
    'passes with its own copy, the other rules left to generated code',
    async () => {
      const errors = await errorsOf(
        [
          "import { foldName } from '../_helpers/fold-name'",
          'export async function up({ payload }: { payload: unknown }) {',
          '  return foldName(null)',
          '}',
          '',
        ].join('\n'),
      )
      expect(errors).toEqual([])
    },
    loading,
  )
})
