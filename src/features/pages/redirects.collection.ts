import { ValidationError, type CollectionConfig } from 'payload'
import { revalidatesTag } from '@/lib/access/public-content'
import { isEditor, isStaff } from '@/lib/access/roles'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { cacheTags } from '@/lib/cache/tags'
import { normalizePath, loopProblem } from './redirect-rules'

const messages = {
  path: {
    es: 'Escriba una ruta del sitio que empiece por /, p. ej. /campana-vieja.',
    en: 'Write a site path starting with /, e.g. /old-campaign.',
  },
  loop: {
    es: 'Esta redirección formaría un bucle (la ruta acabaría volviendo a sí misma).',
    en: 'This redirect would make a loop (the path would lead back to itself).',
  },
} as const

/**
 * Permanent redirects of retired URLs (308). Editors add and remove them; a campaign page whose
 * published slug changes adds one itself. A redirect that would loop is refused.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: labels(label('Redirección', 'Redirect'), label('Redirecciones', 'Redirects')),
  admin: { useAsTitle: 'from', group: adminGroups.pages, defaultColumns: ['from', 'to'] },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const language = req.i18n?.language === 'en' ? 'en' : 'es'
        const from = normalizePath(data.from ?? originalDoc?.from)
        const to = normalizePath(data.to ?? originalDoc?.to)
        const fail = (path: string, key: keyof typeof messages) => {
          throw new ValidationError({
            collection: 'redirects',
            errors: [{ path, message: messages[key][language] }],
            req,
          })
        }
        if (!from) fail('from', 'path')
        if (!to) fail('to', 'path')
        const { docs } = await req.payload.find({
          collection: 'redirects',
          depth: 0,
          limit: 5000,
          pagination: false,
          req,
        })
        const others = docs.filter((doc) => doc.id !== originalDoc?.id)
        if (loopProblem(from!, to!, others)) fail('to', 'loop')
        return { ...data, from, to }
      },
    ],
    ...revalidatesTag(cacheTags.pages),
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Desde (ruta retirada)', 'From (retired path)'),
      admin: {
        description: label(
          'p. ej. /tiktok-2025 o /en/old-campaign',
          'e.g. /tiktok-2025 or /en/old-campaign',
        ),
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: label('Hacia (ruta nueva)', 'To (new path)'),
    },
  ],
}
