import type { Block, Field, TextareaField, TextField, UploadField } from 'payload'
import { label, labels, type AdminText } from '@/lib/admin-label'

/** Fields several blocks share, each block's `config.ts` taking what it shows. */
export const heading: TextField = {
  name: 'heading',
  type: 'text',
  label: label('Título', 'Heading'),
}
export const text: TextareaField = {
  name: 'text',
  type: 'textarea',
  label: label('Texto', 'Text'),
  admin: { description: label('Un párrafo por línea.', 'One paragraph per line.') },
}
export const image: UploadField = {
  name: 'image',
  type: 'upload',
  relationTo: 'media',
  label: label('Imagen', 'Image'),
}

const rowLabel = '/features/pages/admin/RowLabel.client#HeadingRowLabel'

/**
 * An array's rows named by one of their fields (the question, the card's title), "Pregunta 02"
 * while it is empty.
 */
export const rowLabelOf = (names: string[], kind: AdminText) => ({
  components: { RowLabel: { path: rowLabel, clientProps: { names, kind } } },
})

/**
 * A block's Payload config, its slug kept as a literal type for the registry's checks. Its row in
 * the editor shows its number, its type and its heading (or the LeadForm's section name), and
 * says so when it has none.
 */
export const blockConfig = <const Slug extends string>(
  slug: Slug,
  es: string,
  en: string,
  fields: Field[],
): Block & { slug: Slug } => ({
  slug,
  labels: labels(label(es, en), label(es, en)),
  admin: {
    components: {
      Label: {
        path: rowLabel,
        clientProps: {
          names: ['heading', 'sectionLabel'],
          kind: label(es, en),
          empty: label('Sin título de sección', 'No section heading'),
        },
      },
    },
  },
  fields,
})
