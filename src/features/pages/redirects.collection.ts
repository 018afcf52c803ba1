import type { CollectionConfig, PayloadRequest } from 'payload'
import { revalidatesTag } from '@/lib/access/public-content'
import { isEditor, isStaff } from '@/lib/access/roles'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { cacheTags } from '@/lib/cache/tags'
import { explainRefusal } from './error-message'
import { normalizePath, loopProblem } from './redirect-rules'

const messages = {
  path: {
    es: 'Escriba una ruta del sitio que empiece por /, p. ej. /campana-vieja.',
    en: 'Write a site path starting with /, e.g. /old-campaign.',
  },
  // No colon: the admin's toast would split the sentence into a list at it.
  outside: {
    es: 'Una redirección solo puede llevar a otra página de este sitio, no a otro sitio web. Así nadie puede usar la dirección de la firma para enviar a sus clientes a una página ajena. Escriba solo la ruta que va después del dominio, por ejemplo /campana-nueva.',
    en: 'A redirect can only lead to another page of this site, not to another website. That way nobody can use the firm’s address to send its clients to someone else’s page. Write only the path after the domain, for example /new-campaign.',
  },
  loop: {
    es: 'Esta redirección formaría un bucle (la ruta acabaría volviendo a sí misma).',
    en: 'This redirect would make a loop (the path would lead back to itself).',
  },
} as const

type Options = { req: PayloadRequest; id?: number | string; siblingData?: { from?: unknown } }

const say = (req: PayloadRequest, key: keyof typeof messages) =>
  messages[key][req.i18n?.language === 'en' ? 'en' : 'es']

/** An address of another site (a scheme, `//host`, `www.`): refused with the reason, not a hint. */
const isOutside = (value: unknown) =>
  typeof value === 'string' && /^\s*([a-z][a-z0-9+.-]*:|[/\\]{2}|www\.)/i.test(value)

/** Why a path is refused: another site's address, or not a path at all. */
const pathProblem = (req: PayloadRequest, value: unknown) =>
  normalizePath(value) ? true : say(req, isOutside(value) ? 'outside' : 'path')

/** The target: a site path, and no loop through the other redirects back to `from`. */
async function validateTarget(value: unknown, { req, id, siblingData }: Options) {
  const to = normalizePath(value)
  const from = normalizePath(siblingData?.from)
  if (!to) return pathProblem(req, value)
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
    // The refusal's own words (why another site's address is refused), not "field is invalid".
    afterError: [explainRefusal],
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
      validate: ((value: unknown, { req }: Options) => pathProblem(req, value)) as never,
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
      admin: {
        description: label(
          'Una página de este sitio, p. ej. /campana-nueva o /en/new-campaign. No se aceptan direcciones de otros sitios.',
          'A page of this site, e.g. /campana-nueva or /en/new-campaign. Addresses of other sites are not accepted.',
        ),
      },
    },
  ],
}
