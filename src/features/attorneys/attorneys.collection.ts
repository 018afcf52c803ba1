import type { CollectionConfig } from 'payload'
import { publicContent } from '@/lib/access/public-content'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels, slugField } from '@/lib/admin-label'
import { ownPhotoAdmin } from '@/lib/media/own-photo'
import { linkField } from '@/lib/links'

const lines = (name: string, es: string, en: string) => ({
  name,
  type: 'textarea' as const,
  localized: true,
  label: label(es, en),
  admin: { description: label('Una entrada por línea.', 'One entry per line.') },
})

/** The attorneys: their pages, the header menu, the sitemap and the firm profile's list. */
export const Attorneys: CollectionConfig = {
  slug: 'attorneys',
  labels: labels(label('Abogado', 'Attorney'), label('Abogados', 'Attorneys')),
  ...publicContent(
    { useAsTitle: 'name', group: adminGroups.content },
    cacheTags.attorneys,
    cacheTags.firm,
  ),
  fields: [
    { name: 'name', type: 'text', required: true, label: label('Nombre', 'Name') },
    slugField(false),
    { name: 'role', type: 'text', required: true, localized: true, label: label('Cargo', 'Role') },
    { name: 'founder', type: 'checkbox', defaultValue: false, label: label('Fundador', 'Founder') },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Orden', 'Order') },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      // Staff must see at once where the real portrait goes: the sample ships a drawing.
      label: label('Foto (suba aquí el retrato real)', 'Photo (upload the real portrait here)'),
      admin: {
        description: label(
          'La foto real del abogado, cuadrada, de al menos 600 × 600 px, con la cara centrada. El contenido de ejemplo trae un dibujo con iniciales: reemplácelo por una foto real antes del lanzamiento.',
          'The attorney’s real photo, square, at least 600 × 600 px, face centred. The sample content ships an illustrated stand-in with initials: replace it with a real photo before launch.',
        ),
      },
    },
    {
      name: 'banner',
      type: 'upload',
      relationTo: 'media',
      label: label('Imagen de cabecera', 'Banner'),
      admin: ownPhotoAdmin,
    },
    {
      name: 'profile',
      type: 'textarea',
      required: true,
      localized: true,
      label: label('Perfil', 'Profile'),
    },
    lines('languages', 'Idiomas', 'Languages'),
    lines('practiceAreas', 'Áreas de práctica', 'Practice areas'),
    lines('associations', 'Asociaciones', 'Associations'),
    {
      // Visitors wary of notario fraud look for where an attorney may practise: one row per
      // state or court. The year is the same in both languages; only the name is translated.
      name: 'barAdmissions',
      type: 'array',
      label: label('Licencias para ejercer', 'Bar admissions'),
      labels: labels(label('Admisión', 'Admission'), label('Admisiones', 'Admissions')),
      admin: {
        description: label(
          'Cada estado o tribunal donde el abogado está admitido para ejercer, con el año de admisión.',
          'Each state or court where the attorney is admitted to practice, with the year of admission.',
        ),
      },
      fields: [
        {
          // Not required: a row is created in one language first, and the other language's
          // name is added after (until then visitors read the first language's name).
          name: 'jurisdiction',
          type: 'text',
          localized: true,
          label: label('Estado o tribunal', 'State or court'),
        },
        {
          name: 'year',
          type: 'number',
          required: true,
          min: 1900,
          max: 2100,
          label: label('Año de admisión', 'Year admitted'),
        },
      ],
    },
    {
      name: 'biography',
      type: 'textarea',
      localized: true,
      label: label('Biografía', 'Biography'),
    },
    { name: 'email', type: 'email', label: label('Correo', 'E-mail') },
    { name: 'phone', type: 'text', label: label('Teléfono', 'Phone') },
    {
      name: 'social',
      type: 'group',
      label: label('Redes sociales', 'Social networks'),
      fields: [
        { name: 'facebook', type: 'text', ...linkField, label: label('Facebook', 'Facebook') },
        { name: 'instagram', type: 'text', ...linkField, label: label('Instagram', 'Instagram') },
        { name: 'linkedin', type: 'text', ...linkField, label: label('LinkedIn', 'LinkedIn') },
      ],
    },
  ],
}
