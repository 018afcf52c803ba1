import { createEvents, type EventAttributes } from 'ics'
import type { Payload } from 'payload'
import type { Booking, Lead, User } from '@/payload-types'
import { readReplySettings } from '@/features/leads'
import { siteUrl } from '@/lib/seo/site-url'
import { accountHolds } from '@/lib/access/roles'
import { claimedAgent, isCurrentFeedToken } from './feed-links'
import { callTiming } from './invite'
import { bookingTexts, fill } from './texts'

const notFound = () => new Response('Not found', { status: 404 })

/** Calls that ended more than this long ago drop out of the feed (it lists upcoming calls). */
const keepPastMs = 86_400_000

function feedEvent(booking: Booking, host: string, locale: 'es' | 'en'): EventAttributes {
  const lead = booking.lead as Lead
  const texts = bookingTexts(locale).texts
  const link = new URL(`/admin/collections/leads/${lead.id}`, siteUrl()).toString()
  return {
    ...callTiming(booking, host),
    title: fill(texts.feedTitle, { name: lead.nombre }),
    description: fill(texts.feedDescription, { link }),
    url: link,
    status: 'CONFIRMED',
  }
}

/**
 * GET /api/booking/feed/<token>.ics: one agent's upcoming booked calls as a calendar to
 * subscribe to (Google, Outlook, Apple). No login: the signed link is the key, so a forged or
 * regenerated link, or an account that no longer works leads, gets a plain 404.
 */
export async function handleFeed(payload: Payload, rawToken: string) {
  const token = rawToken.replace(/\.ics$/, '')
  const id = claimedAgent(token)
  if (id === null) return notFound()
  const agent = (await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
    .catch(() => null)) as User | null
  if (!agent || !isCurrentFeedToken(token, agent) || !accountHolds(agent, 'admin', 'agent')) {
    return notFound()
  }
  const locale = agent.alertLanguage === 'en' ? 'en' : 'es'
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      agent: { equals: agent.id },
      status: { equals: 'booked' },
      end: { greater_than_equal: new Date(Date.now() - keepPastMs).toISOString() },
    },
    sort: 'start',
    depth: 1,
    limit: 500,
    overrideAccess: true,
  })
  const host = new URL(siteUrl()).host
  const { firmName } = await readReplySettings(payload)
  const { error, value } = createEvents(
    docs.map((booking) => feedEvent(booking, host, locale)),
    {
      productId: 'firm-site/booking-feed',
      method: 'PUBLISH',
      calName: fill(bookingTexts(locale).texts.feedName, { firm: firmName }),
    },
  )
  if (error || !value) throw error ?? new Error('feed not built')
  return new Response(value, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
    },
  })
}
