import fs from 'node:fs'
import path from 'node:path'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { collections, globals } from '../../src/schema'

/**
 * What is missing for a text of the admin to read in Spanish and in English. Functions are
 * Payload's own labels (id, createdAt…), translated by Payload.
 */
function untranslated(text: unknown, where: string): string[] {
  if (typeof text === 'function') return []
  const value = text as { es?: unknown; en?: unknown } | undefined
  const ok = (part: unknown) => typeof part === 'string' && part.trim() !== ''
  return value && typeof value === 'object' && ok(value.es) && ok(value.en) ? [] : [where]
}

/** Every label, group name, row name, option and description a field shows, recursively. */
function fieldProblems(fields: Field[], path: string): string[] {
  return fields.flatMap((field) => {
    const any = field as Field & {
      name?: string
      label?: unknown
      labels?: { singular?: unknown; plural?: unknown }
      admin?: { description?: unknown; hidden?: boolean }
      options?: unknown[]
      fields?: Field[]
      tabs?: { label?: unknown; fields: Field[] }[]
    }
    const where = `${path}.${any.name ?? any.type}`
    const problems: string[] = []
    if (any.type === 'row') return fieldProblems(any.fields ?? [], path)
    if (any.type === 'tabs') {
      return (any.tabs ?? []).flatMap((tab, index) => [
        ...untranslated(tab.label, `${where}[${index}] label`),
        ...fieldProblems(tab.fields, path),
      ])
    }
    if (any.name || any.type === 'collapsible') {
      problems.push(...untranslated(any.label, `${where} label`))
    }
    if (any.admin?.description !== undefined) {
      problems.push(...untranslated(any.admin.description, `${where} description`))
    }
    if (any.type === 'array') {
      problems.push(...untranslated(any.labels?.singular, `${where} labels.singular`))
      problems.push(...untranslated(any.labels?.plural, `${where} labels.plural`))
    }
    for (const option of any.options ?? []) {
      const value = typeof option === 'string' ? option : (option as { value: string }).value
      const text = typeof option === 'string' ? undefined : (option as { label: unknown }).label
      problems.push(...untranslated(text, `${where} option ${value}`))
    }
    if (any.fields) {
      problems.push(...fieldProblems(any.fields, any.type === 'collapsible' ? path : where))
    }
    return problems
  })
}

describe('the staff admin in Spanish and English', () => {
  it('checks the lists the site config uses', () => {
    const config = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../src/payload.config.ts'),
      'utf8',
    )
    expect(config).toMatch(/import \{ collections, globals \} from '\.\/schema'/)
    // The config may turn the checked `{ es, en }` labels into label functions (label-functions.ts).
    expect(config).toMatch(
      /\n  collections(: collections\.map\(withTranslatedLabels\))?,\n  globals,\n/,
    )
  })

  it.each(collections.map((collection) => [collection.slug, collection] as const))(
    'collection %s: names, group, field labels, options and descriptions in both languages',
    (slug, collection) => {
      expect([
        ...untranslated(collection.labels?.singular, `${slug} labels.singular`),
        ...untranslated(collection.labels?.plural, `${slug} labels.plural`),
        ...untranslated(collection.admin?.group, `${slug} admin.group`),
        ...fieldProblems(collection.fields, slug),
      ]).toEqual([])
    },
  )

  it.each(globals.map((global) => [global.slug, global] as const))(
    'global %s: name, group, field labels, options and descriptions in both languages',
    (slug, global) => {
      expect([
        ...untranslated(global.label, `${slug} label`),
        ...untranslated(global.admin?.group, `${slug} admin.group`),
        ...fieldProblems(global.fields, slug),
      ]).toEqual([])
    },
  )
})
