import { staffDateTime } from '@/lib/payload/staff-date'
import type { CollectionConfig, Field } from 'payload'
import { revalidatesTag } from '@/lib/access/public-content'
import { publishedOrStaff } from '@/lib/access/published'
import { isEditor } from '@/lib/access/roles'
import { adminGroups, label, labels, type AdminText } from '@/lib/admin-label'
import { cacheTags } from '@/lib/cache/tags'
import { campaignBlocks } from './blocks/registry'
import { redirectOldSlugs } from './slug-change'
import { validatePageTitle, validateSlug, validateTitle } from './page-checks'
import { previewUrl } from './preview-url'
import { explainRefusal } from './error-message'
import { zoneOrFallback } from '@/features/schedule'

/**
 * The zones offered beside a schedule's date: the US mainland's, the firm's first. A fixed list:
 * the database keeps the zone as one of these values (an enum on PostgreSQL).
 */
const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
]
const timezone = {
  defaultTimezone: zones.includes(zoneOrFallback(null)) ? zoneOrFallback(null) : zones[0],
  supportedTimezones: zones.map((zone) => ({ label: zone, value: zone })),
}

const scheduleField = (name: string, es: string, en: string, description: AdminText): Field =>
  ({
    name,
    type: 'date',
    label: label(es, en),
    timezone,
    admin: {
      position: 'sidebar',
      ...staffDateTime,
      description,
    },
  }) as Field

/**
 * Campaign pages built by marketing from blocks, at `/{slug}` and `/en/{slug}`. Title, slug and
 * layout are per language: a page without a slug in a language is not shown in it. Drafts and
 * versions; published pages are cached and revalidated by the `pages` tag.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: labels(
    label('Página de campaña', 'Campaign page'),
    label('Páginas de campaña', 'Campaign pages'),
  ),
  admin: {
    useAsTitle: 'title',
    group: adminGroups.pages,
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    preview: (doc, { locale }) => previewUrl(doc, locale),
    // The draft beside the form, shown again at each save, at a phone's and a desktop's width.
    livePreview: {
      // Absolute: the admin posts its messages to the frame at this URL's origin.
      url: ({ data, locale, req }) =>
        new URL(previewUrl(data, locale?.code) ?? '/', req.payload.config.serverURL || req.origin)
          .href,
      breakpoints: [
        { name: 'phone', label: '375 px', width: 375, height: 740 },
        { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
      ],
    },
  },
  // No autosave: a draft is what the editor chose to save, and nothing typed is overwritten by an
  // autosave's answer (Payload 3.90 lost a field typed into a block just added while one ran).
  versions: { drafts: true, maxPerDoc: 50 },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeChange: [redirectOldSlugs],
    afterError: [explainRefusal],
    ...revalidatesTag(cacheTags.pages),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: label('Título', 'Title'),
      validate: validatePageTitle as never,
    },
    {
      // The heading of a page with no title in this language yet: its other title, not its number.
      name: 'titleFallback',
      type: 'ui',
      // Never shown (the component renders nothing); named for the admin's lists of fields.
      label: label('Título en el otro idioma', 'Title in the other language'),
      admin: {
        disableListColumn: true,
        disableBulkEdit: true,
        components: {
          Field: {
            path: '/features/pages/admin/TitleFallback.client#TitleFallback',
            clientProps: {
              suffix: {
                es: label('(título en español)', '(Spanish title)'),
                en: label('(título en inglés)', '(English title)'),
              },
            },
          },
        },
      },
    },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      index: true,
      label: label('Slug (URL)', 'Slug (URL)'),
      validate: validateSlug as never,
      admin: {
        description: label(
          'La página se publica en /{slug} (español) y /en/{slug} (inglés). Vacío: no se muestra en este idioma.',
          'The page is published at /{slug} (Spanish) and /en/{slug} (English). Empty: not shown in this language.',
        ),
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      label: label('Secciones', 'Sections'),
      labels: labels(label('Sección', 'Section'), label('Secciones', 'Sections')),
      blocks: campaignBlocks,
    },
    {
      name: 'meta',
      type: 'group',
      label: label('SEO', 'SEO'),
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          label: label('Título para buscadores', 'Search title'),
          validate: validateTitle as never,
          admin: {
            description: label(
              'Único entre las páginas; vacío: el título de la página.',
              'Unique among pages; empty: the page title.',
            ),
          },
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          label: label('Descripción', 'Description'),
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: label('Imagen para redes sociales', 'Social image'),
        },
        {
          name: 'noindex',
          type: 'checkbox',
          defaultValue: false,
          label: label('Ocultar de los buscadores', 'Hide from search engines'),
        },
      ],
    },
    scheduleField(
      'publishAt',
      'Publicar el',
      'Publish on',
      label(
        'Publica el último borrador a esa hora (zona de la firma).',
        'Publishes the latest draft at that time (the firm’s zone).',
      ),
    ),
    scheduleField(
      'unpublishAt',
      'Retirar el',
      'Unpublish on',
      label(
        'Vuelve la página a borrador a esa hora (zona de la firma).',
        'Turns the page back into a draft at that time (the firm’s zone).',
      ),
    ),
  ],
}
