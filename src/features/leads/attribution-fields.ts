import type { Field } from 'payload'
import { never } from '@/lib/access/roles'
import { label, type AdminText } from '@/lib/admin-label'
import { clickIdParams, touchFields, utmParams, type TouchField } from './intake/attribution'

const texts: Record<TouchField, AdminText> = {
  ...(Object.fromEntries(utmParams.map((name) => [name, label(name, name)])) as Record<
    (typeof utmParams)[number],
    AdminText
  >),
  ...(Object.fromEntries(
    clickIdParams.map((name) => [name, label(`${name} (clic de anuncio)`, `${name} (ad click)`)]),
  ) as Record<(typeof clickIdParams)[number], AdminText>),
  landing_page: label('Página de llegada', 'Landing page'),
  referrer: label('Sitio de procedencia', 'Referring site'),
}

const filled = (touch: unknown) =>
  Boolean(touch) && Object.values(touch as object).some((value) => value !== null && value !== '')

const touchGroup = (name: string, text: AdminText, description: AdminText): Field => ({
  name,
  type: 'group',
  label: text,
  admin: {
    description,
    condition: (_: unknown, sibling: Record<string, unknown> | undefined) =>
      filled(sibling?.[name]),
  },
  // Only the values the touch holds: a visit from an ad names three or four of the twelve.
  fields: touchFields.map((field) => ({
    name: field,
    type: 'text',
    label: texts[field],
    admin: {
      readOnly: true,
      condition: (_: unknown, sibling: Record<string, unknown> | undefined) =>
        Boolean(sibling?.[field]),
    },
  })),
})

/**
 * Where the lead came from, as the visitor's browser kept it (lead-attribution): evidence the
 * site writes once with the lead, read by whoever reads leads, changed by no one afterwards.
 */
export const attributionField: Field = {
  name: 'attribution',
  type: 'group',
  label: label('Origen de campaña (no se modifica)', 'Campaign attribution (never changed)'),
  access: { create: never, update: never },
  admin: {
    readOnly: true,
    description: label(
      'Parámetros de campaña e identificadores de clic con los que llegó el visitante. Se guardan con el prospecto; el sitio no los envía a plataformas de anuncios: un administrador descarga las conversiones sin conexión, que solo llevan el identificador de clic (nunca datos personales).',
      'Campaign parameters and ad click ids the visitor arrived with. They are kept with the lead; the site sends none to ad platforms: an admin downloads the offline conversions, which carry only the click id (never personal data).',
    ),
    condition: (_: unknown, sibling: Record<string, unknown> | undefined) => {
      const group = sibling?.attribution as Record<string, unknown> | undefined
      return filled(group?.firstTouch) || filled(group?.lastTouch)
    },
  },
  fields: [
    touchGroup(
      'firstTouch',
      label('Primera visita', 'First touch'),
      label(
        'La primera página que el visitante abrió en este sitio (su navegador la recuerda 90 días).',
        'The first page the visitor opened on this site (their browser keeps it for 90 days).',
      ),
    ),
    touchGroup(
      'lastTouch',
      label('Última visita con campaña', 'Last touch'),
      label(
        'La última página de la visita con parámetros de campaña (o su primera página si ninguna los tenía); sin JavaScript, la campaña de la página del formulario.',
        "The visit's latest page with campaign parameters (or its first page when none had them); without JavaScript, the campaign of the form's page.",
      ),
    ),
    {
      name: 'gpc',
      type: 'checkbox',
      label: label(
        'El navegador envió Global Privacy Control (sin identificadores de clic)',
        'The browser sent Global Privacy Control (no click ids kept)',
      ),
      admin: { readOnly: true },
    },
  ],
}
