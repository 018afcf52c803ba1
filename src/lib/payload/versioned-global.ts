import type { GlobalSlug, Payload } from 'payload'
import { rawDatabase } from './raw-database'

type Copy = { version: string; value: Promise<unknown> }

// On globalThis: Next bundles instrumentation and route handlers apart, so this module exists
// more than once in a process; one set of copies serves them all.
const copies: Map<string, Copy> = ((
  globalThis as { siteGlobalCopies?: Map<string, Copy> }
).siteGlobalCopies ??= new Map())

/** The row's last change of each global (a global is one row; Payload sets it on every save). */
async function versionOf(payload: Payload, slugs: GlobalSlug[]): Promise<string> {
  const { drizzle, tables } = rawDatabase(payload)
  const stamps = await Promise.all(
    slugs.map(async (slug) => {
      const table = tables[slug.replace(/-/g, '_')]
      if (!table) return `${slug}:?${Date.now()}`
      const [row] = await drizzle.select({ at: table.updatedAt }).from(table).limit(1)
      return `${slug}:${row?.at ?? 'unsaved'}`
    }),
  )
  return stamps.join('|')
}

/**
 * What `load` made of some globals, made again only once one of them was saved. The leads' hot
 * path reads the Intake schedule and the Auto-replies for every lead and every text (each read a
 * dozen joined tables through Payload), while staff save them a few times a year: one read of a
 * single column per global says whether this copy is current, on every instance, with no delay
 * after a save. `key` tells apart copies made differently of the same globals.
 */
export async function fromGlobals<T>(
  payload: Payload,
  slugs: GlobalSlug[],
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const name = `${slugs.join(',')}#${key}`
  const version = await versionOf(payload, slugs)
  const copy = copies.get(name)
  if (copy?.version === version) return copy.value as Promise<T>
  const value = load()
  copies.set(name, { version, value })
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (copies.get(name)?.value === value) copies.delete(name)
  })
  return value
}
