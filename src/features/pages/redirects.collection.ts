import type { CollectionConfig, PayloadRequest } from 'payload'
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

type Options = { req: PayloadRequest; id?: number | string; siblingData?: { from?: unknown } }

const say = (req: PayloadRequest, key: keyof typeof messages) =>
  messages[key][req.i18n?.language === 'en' ? 'en' : 'es']

/** The target: a site path, and no loop through the other redirects back to `from`. */
async function validateTarget(value: unknown, { req, id, siblingData }: Options) {
  const to = normalizePath(value)
  const from = normalizePath(siblingData?.from)
  if (!to) return say(req, 'path')
  if (!from) return true
  const { docs } = await req.payload.find({
    collection: 'redirects',
    depth: 0,
    limit: 5000,
    pagination: false,
    req,
  })
  const others = docs.filter((doc) => doc.id !== id)
  return loopProblem(from, to, others) ? say(req, 'loop') : true
}

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
    // Stored as validated: one leading slash, no trailing one, no query.
    beforeChange: [
      ({ data }) => {
        for (const key of ['from', 'to'] as const) {
          if (data[key] !== undefined) data[key] = normalizePath(data[key]) ?? data[key]
        }
        return data
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
      validate: ((value: unknown, { req }: Options) =>
        normalizePath(value) ? true : say(req, 'path')) as never,
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
      validate: validateTarget as never,
    },
  ],
}
