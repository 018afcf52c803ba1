import type { CollectionConfig, Field } from 'payload'

type Texts = Record<string, string>

const isTexts = (value: unknown): value is Texts =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value as object).every((text) => typeof text === 'string')

/**
 * A `{ es, en }` label as Payload's label function: the admin's client config then carries the
 * text of the viewer's language. Payload hands some labels to the browser as they are (a list's
 * sort buttons read "Sort by [object Object]"); a function is resolved first everywhere.
 */
const inLanguage =
  (texts: Texts) =>
  ({ i18n }: { i18n: { language: string } }) =>
    texts[i18n.language] ?? texts.es ?? Object.values(texts)[0]

function withLabelFunctions(fields: Field[]): Field[] {
  return fields.map((field) => {
    const copy = { ...field } as Field & {
      name?: string
      label?: unknown
      fields?: Field[]
      tabs?: { fields: Field[] }[]
    }
    if (copy.name && isTexts(copy.label)) copy.label = inLanguage(copy.label)
    if (copy.fields) copy.fields = withLabelFunctions(copy.fields)
    if (copy.tabs)
      copy.tabs = copy.tabs.map((tab) => ({ ...tab, fields: withLabelFunctions(tab.fields) }))
    return copy as Field
  })
}

/** The collection with each data field's `{ es, en }` label as a label function. */
export const withTranslatedLabels = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: withLabelFunctions(collection.fields),
})
