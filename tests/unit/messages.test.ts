import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import es from '../../messages/es.json'

/** Every key path of a message tree, e.g. `pages.home.title`. */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return [prefix]
  return Object.entries(tree).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  )
}

describe('message catalogs', () => {
  it('have the same keys in Spanish and English', () => {
    const esKeys = new Set(keyPaths(es))
    const enKeys = new Set(keyPaths(en))
    expect(
      [...esKeys].filter((key) => !enKeys.has(key)),
      'only in es.json',
    ).toEqual([])
    expect(
      [...enKeys].filter((key) => !esKeys.has(key)),
      'only in en.json',
    ).toEqual([])
  })

  it('have no empty texts', () => {
    for (const [name, tree] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const empty = keyPaths(tree).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as never)[key], tree)
        return typeof value !== 'string' || value.trim() === ''
      })
      expect(empty, `empty in ${name}.json`).toEqual([])
    }
  })
})
