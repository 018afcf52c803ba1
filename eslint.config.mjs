import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { featureRules } from './scripts/eslint-features.mjs'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Import cycles between files are scripts/check-import-cycles.mjs's (types included), run by
    // `npm run lint` after ESLint. eslint-config-next registers the `import` plugin; the
    // TypeScript resolver follows `@/`.
    files: ['**/*.{ts,tsx,mjs,js}'],
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/ignore': ['node_modules'],
    },
    rules: {
      // Infrastructure and shared parts never reach into a feature.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/lib', './src/ui', './src/i18n'],
              from: ['./src/features', './src/seed'],
            },
          ],
        },
      ],
    },
  },
  {
    // ...none between the feature folders themselves, and a feature enters another only through
    // its index.ts or ui.ts (scripts/eslint-features.mjs).
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { features: featureRules },
    rules: { 'features/no-cycle': 'error', 'features/entry-only': 'error' },
  },
  {
    // Every environment variable is read through src/lib/env.mjs (checked at start, README's
    // Environment table). Only the variables Next itself sets and fixes at build time may be read
    // directly.
    files: ['src/**/*.{ts,tsx,mjs,js}', 'server.mjs', 'next.config.ts'],
    ignores: ['src/lib/env.mjs'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression[property.name=/^(NODE_ENV|NEXT_RUNTIME|NEXT_PHASE)$/] > MemberExpression.object)",
          message:
            'Read environment variables through src/lib/env.mjs (env() or setting()), not process.env.',
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      // bench:lighthouse's bare Next app (the floor) and where it is built: not the site.
      'tests/fixtures/bare-next/**',
      'tests/.tmp/**',
    ],
  },
]

// Migrations are generated and frozen: of all the rules above, they follow one. They import
// nothing from src/features (a copy goes in src/migrations/_helpers), so a later change of a
// feature never changes what an old migration does.
const migrations = ['src/migrations/**/*.ts']
const everyRule = new Set(config.flatMap((entry) => Object.keys(entry.rules ?? {})))
config.push(
  { files: migrations, rules: Object.fromEntries([...everyRule].map((rule) => [rule, 'off'])) },
  {
    files: migrations,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/migrations',
              from: './src/features',
              message:
                'A migration copies what it needs into src/migrations/_helpers: a later change of a feature must not change what an old migration does.',
            },
          ],
        },
      ],
    },
  },
)

export default config
