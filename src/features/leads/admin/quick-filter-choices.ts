import type { I18n } from '@payloadcms/translations'
import type { Field, Payload } from 'payload'
import { placements } from '../intake/placements'
import type { QuickFilterChoices } from './QuickFilters.client'
import { unassignedChoice } from './quick-filter-query'
import { selectField, staffText } from './staff-text'

const optionsOf = (fields: Field[], name: string, language: string) =>
  selectField(fields, name).options.map((option) => {
    const { value, label } = option as { value: string; label: Record<string, string> }
    return { value, label: label[language] ?? label.es ?? value }
  })

/** The site's section labels (each placement's, both languages), for the section filter. */
const sections = [
  ...new Set(Object.values(placements).flatMap((placement) => [placement.es, placement.en])),
].sort((a, b) => a.localeCompare(b, 'es'))

/**
 * The quick filters' choices: statuses and languages from the collection, the lead workers by
 * name, the site's sections, and the campaign sources leads arrived with.
 */
export async function quickFilterChoices(
  payload: Payload,
  i18n: I18n,
  fields: Field[],
): Promise<QuickFilterChoices> {
  const [workers, sources] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { roles: { in: ['agent', 'admin'] } },
      select: { name: true, email: true },
      sort: 'name',
      depth: 0,
      limit: 200,
      overrideAccess: true,
    }),
    payload
      .findDistinct({ collection: 'leads', field: 'source', sort: 'source', limit: 100 })
      .catch(() => ({ values: [] as { source?: string | null }[] })),
  ])
  return {
    status: optionsOf(fields, 'status', i18n.language),
    assignee: [
      { value: unassignedChoice, label: staffText(i18n, 'staff:unassigned') },
      ...workers.docs.map((user) => ({ value: String(user.id), label: user.name || user.email })),
    ],
    section: sections.map((section) => ({ value: section, label: section })),
    source: sources.values
      .map((row) => row.source)
      .filter((source): source is string => Boolean(source))
      .map((source) => ({ value: source, label: source })),
    language: optionsOf(fields, 'locale', i18n.language),
  }
}
