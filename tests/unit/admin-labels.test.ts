import fs from 'node:fs'
import path from 'node:path'
import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { AttorneyTestimonials } from '../../src/features/attorneys/attorney-testimonials.collection'
import { Attorneys } from '../../src/features/attorneys/attorneys.collection'
import { BlogCategories } from '../../src/features/blog/categories.collection'
import { BlogPosts } from '../../src/features/blog/posts.collection'
import { FirmProfile } from '../../src/features/firm/firm-profile.global'
import { CallClicks } from '../../src/features/leads/call-clicks.collection'
import { LeadDeliveries } from '../../src/features/leads/deliveries.collection'
import { Leads } from '../../src/features/leads/leads.collection'
import { SocialTeam } from '../../src/features/leads/social-team.global'
import { LiveSessions } from '../../src/features/lives/live-sessions.collection'
import { ContentBlocks } from '../../src/features/marketing/content-blocks.collection'
import { Media } from '../../src/lib/media/media.collection'
import { GoogleReviews } from '../../src/features/reviews/collection'
import { Users } from '../../src/lib/access/users.collection'
import {
  GiveawayTestimonials,
  TravelTestimonials,
} from '../../src/features/testimonials/collections'

// Read as written: the sanitized config (imported) would carry Payload's own fields and labels.
const collections: Record<string, CollectionConfig> = {
  Users,
  Media,
  BlogCategories,
  BlogPosts,
  TravelTestimonials,
  GiveawayTestimonials,
  GoogleReviews,
  Leads,
  LeadDeliveries,
  CallClicks,
  ContentBlocks,
  Attorneys,
  AttorneyTestimonials,
  LiveSessions,
}
const globals: Record<string, GlobalConfig> = { FirmProfile, SocialTeam }

/** The identifiers listed under `collections:` or `globals:` in the site's Payload config. */
function configured(list: 'collections' | 'globals'): string[] {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../src/payload.config.ts'),
    'utf8',
  )
  const match = source.match(new RegExp(`\\n  ${list}: \\[([^\\]]*)\\]`))
  return (match?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort()
}

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
  it('checks every collection and global of the site config', () => {
    expect(configured('collections')).toEqual(Object.keys(collections).sort())
    expect(configured('globals')).toEqual(Object.keys(globals).sort())
  })

  it.each(Object.values(collections).map((collection) => [collection.slug, collection] as const))(
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

  it.each(Object.values(globals).map((global) => [global.slug, global] as const))(
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
