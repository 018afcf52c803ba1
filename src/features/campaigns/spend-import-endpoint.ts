import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { mergeSpend, type SpendRow } from './spend-month'
import { spendFromCsv } from './spend-csv'

const maxBytes = 5 * 1024 * 1024

const messages = {
  login: { es: 'Inicie sesión para importar gasto.', en: 'Log in to import spend.' },
  forbidden: {
    es: 'Su función no permite cambiar campañas.',
    en: 'Your role may not change campaigns.',
  },
  notFound: { es: 'La campaña no existe.', en: 'The campaign does not exist.' },
  noFile: {
    es: 'Adjunte un archivo CSV (campo «file»).',
    en: 'Attach a CSV file (field "file").',
  },
  tooBig: { es: 'El archivo supera 5 MB.', en: 'The file is larger than 5 MB.' },
  unreadable: {
    es: 'No se pudo leer el archivo como CSV. Exporte el informe como CSV desde la plataforma de anuncios y vuelva a intentarlo.',
    en: 'The file could not be read as a CSV. Export the report as CSV from the ad platform and try again.',
  },
  'no-columns': {
    es: 'El archivo no tiene una columna de día o mes («Day», «Date», «Month») y una de costo («Cost», «Amount spent (USD)», «Cost (USD)»). No se ha cambiado el gasto.',
    en: 'The file has no day or month column ("Day", "Date", "Month") and cost column ("Cost", "Amount spent (USD)", "Cost (USD)"). The spend was not changed.',
  },
  'no-rows': {
    es: 'El archivo no tiene ninguna fila con una fecha y un importe legibles. No se ha cambiado el gasto.',
    en: 'The file has no row with a readable date and amount. The spend was not changed.',
  },
} as const

const say = (req: PayloadRequest, key: keyof typeof messages) =>
  messages[key][req.i18n?.language === 'en' ? 'en' : 'es']

const refuse = (req: PayloadRequest, key: keyof typeof messages, status: number) =>
  Response.json({ error: say(req, key) }, { status })

/** The uploaded file's bytes: a multipart form's `file`, or the request body itself. */
async function uploaded(req: PayloadRequest): Promise<Uint8Array | null> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await req.formData!().catch(() => null)
    const file = form?.get('file')
    return file && typeof file === 'object' ? new Uint8Array(await file.arrayBuffer()) : null
  }
  const body = await req.arrayBuffer!().catch(() => null)
  return body && body.byteLength ? new Uint8Array(body) : null
}

/**
 * POST /cms/api/campaigns/:id/spend-import — an ad platform's CSV export (Google Ads, Meta,
 * TikTok) summed per month into the campaign's spend: the file's months replace the same
 * months, the others are kept. A file it cannot read changes nothing and says why.
 */
export const spendImportEndpoint: Endpoint = {
  path: '/:id/spend-import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refuse(req, 'login', 401)
    if (!hasRole(req.user as never, 'admin', 'editor')) return refuse(req, 'forbidden', 403)
    const id = Number(req.routeParams?.id)
    const campaign = Number.isInteger(id)
      ? await req.payload
          .findByID({ collection: 'campaigns', id, depth: 0, req, overrideAccess: false })
          .catch(() => null)
      : null
    if (!campaign) return refuse(req, 'notFound', 404)
    const bytes = await uploaded(req)
    if (!bytes) return refuse(req, 'noFile', 400)
    if (bytes.byteLength > maxBytes) return refuse(req, 'tooBig', 413)
    const parsed = spendFromCsv(bytes)
    if (!parsed.ok) return refuse(req, parsed.error, 400)
    const existing = (campaign.spend ?? []) as SpendRow[]
    const spend = mergeSpend(existing, parsed.months)
    await req.payload.update({
      collection: 'campaigns',
      id,
      data: { spend },
      depth: 0,
      req,
      overrideAccess: false,
    })
    return Response.json({ months: parsed.months, rowsRead: parsed.rowsRead, spend })
  },
}
