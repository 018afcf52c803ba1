import { sql } from 'drizzle-orm'
import type { GlobalSlug, Payload } from 'payload'
import { rawDatabase } from './raw-database'

type Copy = { version: string; value: Promise<unknown> }

// On globalThis: Next bundles instrumentation and route handlers apart, so this module exists
// more than once in a process; one set of copies serves them all.
const copies: Map<string, Copy> = ((
  globalThis as { siteGlobalCopies?: Map<string, Copy> }
).siteGlobalCopies ??= new Map())

/**
 * The row's last change of each global (a global is one row; Payload sets it on every save), in
 * one statement however many globals: the leads' hot path asks on every lead.
 */
async function versionOf(payload: Payload, slugs: GlobalSlug[]): Promise<string> {
  const { drizzle, tables } = rawDatabase(payload)
  const known = slugs.filter((slug) => tables[tableName(slug)])
  // The slug as a literal column: it names each row of the union (slugs are the code's own).
  const reads = known.map((slug) => {
    const table = tables[tableName(slug)]!
    return drizzle.select({ slug: sql.raw(`'${slug}'`), at: table.updatedAt }).from(table)
  })
  const [first, ...others] = reads
  const rows: { slug: string; at: unknown }[] = first
    ? await others.reduce((union, read) => union.unionAll(read), first)
    : []
  const at = new Map(rows.map((row) => [row.slug, row.at]))
  return slugs
    .map((slug) =>
      known.includes(slug) ? `${slug}:${at.get(slug) ?? 'unsaved'}` : `${slug}:?${Date.now()}`,
    )
    .join('|')
}

const tableName = (slug: string) => slug.replace(/-/g, '_')

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
