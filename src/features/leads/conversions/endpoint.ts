import type { Endpoint } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { recordRequestAudit } from '@/features/audit'
import { dayInZone, dayStartInZone, firmTimeZone } from '@/features/schedule'
import { exportRange } from '../pipeline/export-csv'
import { conversionEvents } from './events'
import { conversionsCsv } from './files'
import { conversionPlatforms, type ConversionPlatform } from './names'

const defaultDays = 30

/** The period's first and last day (the firm's days, both included): the last 30 by default. */
function periodDays(url: URL, zone: string): { from: string; to: string } | { error: string } {
  const range = exportRange(url, zone)
  if ('error' in range) return range
  const to = range.to ?? dayInZone(new Date(), zone)
  const start = dayStartInZone(to, zone).getTime() - (defaultDays - 1) * 86_400_000
  const from = range.from ?? dayInZone(new Date(start + 12 * 3_600_000), zone)
  if (from > to) return { error: "'from' must not be after 'to'" }
  return { from, to }
}

/**
 * GET /cms/api/leads/conversions/{google|meta|tiktok}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD — admins
 * download the period's offline conversions (booked, signed, retained) for an ad platform, keyed
 * by its click id only (conversions/events.ts says which leads count). Each download is on record
 * before its bytes, with the leads and rows it holds.
 */
export const conversionsEndpoint: Endpoint = {
  path: '/conversions/:file',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Log in as an admin' }, { status: 401 })
    if (!hasRole(req.user as never, 'admin')) {
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    }
    const file = String(req.routeParams?.file ?? '')
    const platform = file.replace(/\.csv$/, '') as ConversionPlatform
    if (!file.endsWith('.csv') || !conversionPlatforms.includes(platform)) {
      return Response.json({ error: 'Not found' }, { status: 404 })
    }
    const zone = await firmTimeZone(req.payload)
    const days = periodDays(new URL(req.url ?? '', 'http://localhost'), zone)
    if ('error' in days) return Response.json({ error: days.error }, { status: 400 })
    const period = {
      since: dayStartInZone(days.from, zone),
      until: dayStartInZone(days.to, zone, true),
    }
    const events = await conversionEvents(req, platform, period)
    await recordRequestAudit(req, {
      action: 'export',
      details: {
        collection: 'leads',
        file: `conversions-${platform}`,
        from: days.from,
        to: days.to,
        rows: events.length,
        leads: [...new Set(events.map((event) => event.lead))],
      },
    })
    return new Response(conversionsCsv(platform, events, zone), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="conversions-${platform}-${days.from}-${days.to}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
