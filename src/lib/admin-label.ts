/** A text of the staff admin in both of its languages (Payload picks the admin's language). */
export type AdminText = { es: string; en: string }

export const label = (es: string, en: string): AdminText => ({ es, en })

/** A select field's options, from its values and their texts. */
export const selectOptions = (entries: Record<string, AdminText>) =>
  Object.entries(entries).map(([value, text]) => ({ value, label: text }))

/** An array's or collection's row names, singular and plural, in both languages. */
export const labels = (singular: AdminText, plural: AdminText) => ({ singular, plural })

/**
 * The `slug` of a collection whose pages have their own URL, in each language when `localized`;
 * `description` says where it shows.
 */
export const slugField = (localized: boolean, description?: AdminText) =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    ...(localized ? { localized: true } : { unique: true }),
    label: label('Slug (URL)', 'Slug (URL)'),
    ...(description ? { admin: { description } } : {}),
  }) as const

/** The admin sidebar's groups, one name each, so that no collection starts a near-twin group. */
export const adminGroups = {
  content: label('Contenido', 'Content'),
  blog: label('Blog', 'Blog'),
  pages: label('Páginas', 'Pages'),
  testimonials: label('Testimonios', 'Testimonials'),
  leads: label('Prospectos', 'Leads'),
  staff: label('Equipo', 'Staff'),
}

/** The site's two languages as select options (a client's language on a record). */
export const languageOptions = selectOptions({
  es: label('Español', 'Spanish'),
  en: label('Inglés', 'English'),
})
