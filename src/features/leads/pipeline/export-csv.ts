import { stringify } from 'csv-stringify/sync'
import type { PayloadRequest, Where } from 'payload'
import type { Lead } from '@/payload-types'
import { unauditedRead } from '@/features/audit'
import { dayStartInZone, isoInZone } from '@/features/schedule'
import { touchFields } from '../intake/attribution'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** A stored time as the firm's wall clock with its offset, as every staff screen shows it. */
const firmTime = (value: string | null | undefined, zone: string) =>
  value ? isoInZone(new Date(value), zone) : ''

/** What a row needs besides its lead: the firm's zone and the names of staff accounts. */
type RowContext = { zone: string; staff: Map<unknown, string> }

type StoredTouch = NonNullable<Lead['attribution']>['firstTouch']

/** One column per value of a touch: `first_touch_utm_source`, …, `first_touch_referrer`. */
function touchColumns(
  prefix: string,
  touchOf: (lead: Lead) => StoredTouch,
): [string, (lead: Lead) => unknown][] {
  return touchFields.map((name) => [`${prefix}_${name}`, (lead) => touchOf(lead)?.[name]])
}

/** Columns of the staff export, in order: header → value of a stored lead. */
const columns: [string, (lead: Lead, context: RowContext) => unknown][] = [
  ['received_at', (lead, { zone }) => firmTime(lead.receivedAt, zone)],
  ['nombre', (lead) => lead.nombre],
  ['phone', (lead) => lead.phone],
  ['email', (lead) => lead.email],
  ['mensaje', (lead) => lead.mensaje],
  ['seccion', (lead) => lead.seccion],
  ['kind', (lead) => lead.kind],
  ['situacion', (lead) => lead.situacion],
  ['casado', (lead) => lead.casado],
  ['estancia', (lead) => lead.estancia],
  ['language', (lead) => lead.locale],
  ['page', (lead) => lead.pagePath],
  ['source', (lead) => lead.source],
  ['referrer_nombre', (lead) => lead.referrer?.nombre],
  ['referrer_telefono', (lead) => lead.referrer?.telefono],
  ['social_agente', (lead) => lead.social?.agente],
  ['social_source', (lead) => lead.social?.source],
  ['social_status', (lead) => lead.social?.status],
  ['social_tipo', (lead) => lead.social?.tipo],
  ['social_link', (lead) => lead.social?.link],
  ['status', (lead) => lead.status],
  ['assigned_to', (lead, { staff }) => staff.get(idOf(lead.assignedTo))],
  ['first_contact_at', (lead, { zone }) => firmTime(lead.firstContactAt, zone)],
  ['possible_duplicate_of', (lead) => idOf(lead.duplicateOf)],
  ['delivery_status', (lead) => lead.deliveryStatus],
  ['spam', (lead) => (lead.spam ? 'yes' : 'no')],
  ['terms_accepted', (lead) => (lead.checkbox ? 'yes' : 'no')],
  ['consent_text', (lead) => lead.consentText],
  ['staff_notes', (lead) => lead.staffNotes],
  ['ip', (lead) => lead.ip],
  ['user_agent', (lead) => lead.userAgent],
  ['id', (lead) => lead.id],
  // Added after `id` so spreadsheets and imports built on the earlier columns keep working.
  ...touchColumns('first_touch', (lead) => lead.attribution?.firstTouch),
  ...touchColumns('last_touch', (lead) => lead.attribution?.lastTouch),
  ['gpc', (lead) => (lead.attribution?.gpc ? 'yes' : 'no')],
]

/**
 * Visitors type these fields; a spreadsheet would run a cell that starts like a formula
 * (CSV injection), so such a cell is prefixed with an apostrophe and shown as text. Spreadsheets
 * trim leading spaces before they read a formula (`" =1+2"`), so the test looks past them.
 */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /^[\s\u00a0]*[=+\-@]|^[\t\r]/.test(text) ? `'${text}` : text
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

export type ExportRange = {
  from?: string
  to?: string
  includeSpam: boolean
  /** The firm's time zone: days of the range and times in the file are read in it. */
  zone: string
  /** The admin list's own filters and search, so the file holds exactly the listed leads. */
  listWhere?: Where
}

/** Reads `from`, `to` (YYYY-MM-DD, the firm's days, both included) and `spam=include` from the query. */
export function exportRange(url: URL, zone: string): ExportRange | { error: string } {
  const from = url.searchParams.get('from') || undefined
  const to = url.searchParams.get('to') || undefined
  for (const [name, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day && (!dayPattern.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))) {
      return { error: `'${name}' must be a date as YYYY-MM-DD` }
    }
  }
  if (from && to && from > to) return { error: "'from' must not be after 'to'" }
  return { from, to, zone, includeSpam: url.searchParams.get('spam') === 'include' }
}

/** The leads an export holds: its days, spam or not, and the list's own filters. */
export function exportWhere(range: ExportRange): Where {
  const and: Where[] = []
  const zone = range.zone
  if (range.from) {
    and.push({ receivedAt: { greater_than_equal: dayStartInZone(range.from, zone).toISOString() } })
  }
  if (range.to) {
    and.push({ receivedAt: { less_than: dayStartInZone(range.to, zone, true).toISOString() } })
  }
  if (!range.includeSpam) and.push({ spam: { not_equals: true } })
  if (range.listWhere && Object.keys(range.listWhere).length) and.push(range.listWhere)
  return { and }
}

const batchSize = 500

/**
 * The name (or e-mail, when it has none) of each staff account a batch is assigned to, added to
 * `known`: a person reads the file, not account ids. Only those two fields are read.
 */
async function addStaffNames(req: PayloadRequest, leads: Lead[], known: Map<unknown, string>) {
  const ids = [...new Set(leads.map((lead) => idOf(lead.assignedTo)))].filter(
    (id) => id !== null && id !== undefined && !known.has(id),
  )
  if (!ids.length) return
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const user of docs) known.set(user.id, user.name || user.email)
  for (const id of ids) if (!known.has(id)) known.set(id, `#${String(id)}`)
}

/**
 * The leads of the range as CSV (UTF-8 with BOM for spreadsheets), oldest first, in batches. The
 * caller records the export before the first byte (export-endpoint.ts): its pages are not reads
 * of their own on the audit trail.
 */
export function leadsCsvStream(
  req: PayloadRequest,
  range: ExportRange,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let page = 0
  let done = false
  const staff = new Map<unknown, string>()
  return new ReadableStream({
    async pull(controller) {
      if (done) return controller.close()
      if (page === 0) {
        controller.enqueue(encoder.encode('\uFEFF' + stringify([columns.map(([name]) => name)])))
      }
      page += 1
      const result = await req.payload.find({
        collection: 'leads',
        where: exportWhere(range),
        sort: 'receivedAt',
        limit: batchSize,
        page,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        context: unauditedRead('recorded-by-caller'),
      })
      await addStaffNames(req, result.docs, staff)
      const rows = result.docs.map((lead) =>
        columns.map(([, value]) => cell(value(lead, { zone: range.zone, staff }))),
      )
      if (rows.length) controller.enqueue(encoder.encode(stringify(rows)))
      done = !result.hasNextPage
    },
  })
}
