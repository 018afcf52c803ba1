import type { GlobalConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { linkField } from '@/lib/links'

const text = (name: string, es: string, en: string) => ({
  name,
  type: 'text' as const,
  required: true,
  label: label(es, en),
})

/** A link field: only http(s) addresses or paths of the site (lib/http-url.ts). */
const link = (name: string, es: string, en: string) => ({ ...text(name, es, en), ...linkField })

/**
 * Everything firm-specific the pages show: one place for staff to edit it. Its phones and
 * addresses are where clients call and go, so every save is kept as a version (its time and content),
 * and an earlier one can be restored.
 */
export const FirmProfile: GlobalConfig = {
  slug: 'firm-profile',
  label: label('Perfil de la firma', 'Firm profile'),
  admin: { group: adminGroups.content },
  versions: { max: 50 },
  access: { read: () => true, update: isEditor, readVersions: isEditor },
  hooks: {
    afterChange: [
      () => {
        safeRevalidate(cacheTags.firm)
      },
    ],
  },
  fields: [
    text('name', 'Nombre de la firma', 'Firm name'),
    text('founderName', 'Nombre del fundador', 'Founder name'),
    {
      ...text('founderSlug', 'Slug del fundador', 'Founder slug'),
      admin: {
        description: label(
          'El {name} de /{name} y de las páginas de transmisiones en vivo.',
          'The {name} of /{name} and of the live-session pages.',
        ),
      },
    },
    {
      // Read from the Attorneys collection (the one list of attorneys), never stored here: the
      // profile's API answer keeps its `attorneys` rows for the clients that read them.
      name: 'attorneys',
      type: 'array',
      label: label('Abogados (menú)', 'Attorneys (menu)'),
      labels: labels(label('Abogado', 'Attorney'), label('Abogados', 'Attorneys')),
      virtual: true,
      admin: {
        readOnly: true,
        description: label('Se editan en Abogados.', 'Edited in Attorneys.'),
      },
      fields: [
        text('name', 'Nombre', 'Name'),
        text('slug', 'Slug', 'Slug'),
        { name: 'role', type: 'text', label: label('Cargo', 'Role') },
      ],
      hooks: {
        afterRead: [
          async ({ req }) => {
            const locale = req.locale === 'en' ? 'en' : 'es'
            const { docs } = await req.payload.find({
              collection: 'attorneys',
              locale,
              sort: 'order',
              depth: 0,
              pagination: false,
              req,
            })
            return docs.map(({ id, name, slug, role }) => ({ id: String(id), name, slug, role }))
          },
        ],
      },
    },
    {
      name: 'phones',
      type: 'group',
      label: label('Teléfonos', 'Phones'),
      fields: [
        text('newCases', 'Casos nuevos', 'New cases'),
        text('customerService', 'Servicio al cliente', 'Customer service'),
        text('humanitarian', 'Visas humanitarias', 'Humanitarian visas'),
        text('truckCompanies', 'Empresas de transporte', 'Trucking companies'),
        text('truckRecruitment', 'Reclutamiento de choferes', 'Driver recruitment'),
        text(
          'truckCustomerService',
          'Servicio al cliente de transporte',
          'Trucking customer service',
        ),
      ],
    },
    { name: 'email', type: 'email', required: true, label: label('Correo', 'E-mail') },
    {
      name: 'offices',
      type: 'array',
      label: label('Oficinas', 'Offices'),
      labels: labels(label('Oficina', 'Office'), label('Oficinas', 'Offices')),
      fields: [
        {
          name: 'city',
          type: 'text',
          required: true,
          localized: true,
          label: label('Ciudad', 'City'),
        },
        {
          name: 'address',
          type: 'textarea',
          required: true,
          label: label('Dirección', 'Address'),
        },
      ],
    },
    {
      name: 'social',
      type: 'group',
      label: label('Redes sociales', 'Social networks'),
      fields: [
        link('facebook', 'Facebook', 'Facebook'),
        link('instagram', 'Instagram', 'Instagram'),
        link('tiktok', 'TikTok', 'TikTok'),
        link('youtube', 'YouTube', 'YouTube'),
        link('whatsapp', 'WhatsApp', 'WhatsApp'),
      ],
    },
    link('recruitmentSiteUrl', 'Sitio de reclutamiento (URL)', 'Recruitment site (URL)'),
    link('eb3Url', 'Página EB-3 (URL)', 'EB-3 page (URL)'),
    link('reviewUrl', 'Dejar una reseña (URL)', 'Write a review (URL)'),
    {
      name: 'googleRating',
      type: 'number',
      min: 1,
      max: 5,
      label: label('Calificación en Google', 'Google rating'),
      admin: {
        step: 0.1,
        description: label(
          'La calificación media de la firma en Google, como la muestra Google (p. ej. 4.9); aparece cerca del inicio de la portada. Vacío: no se muestra.',
          'The firm’s average rating on Google, as Google shows it (e.g. 4.9); shown near the top of the home page. Leave empty to hide it.',
        ),
      },
    },
    {
      name: 'googleReviewCount',
      type: 'number',
      min: 0,
      label: label('Número de reseñas en Google', 'Google review count'),
      admin: {
        description: label(
          'Cuántas reseñas tiene la firma en Google; aparece junto a la calificación. Vacío: el número de reseñas de Google guardadas aquí.',
          'How many reviews the firm has on Google; shown beside the rating. Empty: the number of Google reviews stored here.',
        ),
      },
    },
    {
      ...text('mapQuery', 'Dirección del mapa', 'Map address'),
      admin: {
        description: label(
          'Dirección que busca el mapa que el pie de página carga a petición.',
          'Address searched in the map the footer loads on request.',
        ),
      },
    },
  ],
}
