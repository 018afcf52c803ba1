import type { Block, Field, TextareaField, TextField, UploadField } from 'payload'
import { label, labels } from '@/lib/admin-label'

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

/** A block's Payload config, its slug kept as a literal type for the registry's checks. */
export const blockConfig = <const Slug extends string>(
  slug: Slug,
  es: string,
  en: string,
  fields: Field[],
): Block & { slug: Slug } => ({
  slug,
  labels: labels(label(es, en), label(es, en)),
  fields,
})
