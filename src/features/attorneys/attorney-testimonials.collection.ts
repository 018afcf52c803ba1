import type { CollectionConfig } from 'payload'
import { publicContent } from '@/lib/access/public-content'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels } from '@/lib/admin-label'

/** Client testimonials shown in the attorney profiles' slider (spec: foto, body_en, body_es). */
export const AttorneyTestimonials: CollectionConfig = {
  slug: 'attorney-testimonials',
  labels: labels(
    label('Testimonio de abogado', 'Attorney testimonial'),
    label('Testimonios de abogados', 'Attorney testimonials'),
  ),
  ...publicContent({ useAsTitle: 'clientName', group: adminGroups.content }, cacheTags.attorneys),
  fields: [
    {
      name: 'clientName',
      type: 'text',
      required: true,
      label: label('Nombre del cliente', 'Client name'),
    },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label(
        'Foto del cliente (suba aquí una foto real)',
        'Client photo (upload a real photo here)',
      ),
      admin: {
        description: label(
          'Una foto real del cliente, con su consentimiento, cuadrada, de al menos 400 × 400 px. El contenido de ejemplo trae dibujos con iniciales.',
          'A real photo of the client, with their consent, square, at least 400 × 400 px. The sample content ships illustrated stand-ins with initials.',
        ),
      },
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      label: label('Testimonio', 'Testimonial'),
    },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Orden', 'Order') },
  ],
}
