import { randomUUID } from 'node:crypto'
import type { Endpoint } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { requestedLead } from '../pipeline/requested-lead'
import { isQueued, queueOnce } from '../delivery/queue-once'
import { replyState, type ReplyChannel } from './agent-reply'
import { usE164 } from '@/features/texting'
import { readReplySettings } from './reply-settings'
import type { Lead } from '@/payload-types'

/** Twilio sends up to 1,600 characters as one message; an agent's answer stays well inside. */
export const agentReplyMaxLength = 1000

const channels: ReplyChannel[] = ['sms', 'whatsapp', 'whatsapp-template']

/**
 * WhatsApp's approved template asking the client to reply (Auto-replies → WhatsApp): outside the
 * 24-hour window it is the only message Meta lets a business start with. {{1}} first name,
 * {{2}} the firm.
 */
async function followUpTemplate(payload: Parameters<typeof readReplySettings>[0], lead: Lead) {
  const settings = await readReplySettings(payload)
  const firstName = (lead.nombre ?? '').trim().split(/\s+/)[0] ?? ''
  const template = settings.whatsapp.templateFollowUp
  return {
    template,
    language: lead.locale === 'en' ? 'en_US' : 'es',
    parameters: [firstName, settings.firmName],
    body: `[${template}] ${firstName} · ${settings.firmName}`,
  }
}

const refuse = (error: string, reason: string, status: number) =>
  Response.json({ error, reason }, { status })

const reasons: Record<string, string> = {
  'not-configured': 'SMS is not configured on this site',
  merged: 'This lead is merged: answer from the lead it was merged into',
  'no-phone': 'The lead has no US mobile number',
  'opted-out': 'The number opted out of texts',
  'quiet-hours': "Outside 8:00–21:00 in the client's time zone: only an answer to their text",
  'whatsapp-window':
    'The client has not written on WhatsApp in the last 24 hours: answer by SMS, or send the template (channel whatsapp-template)',
}

/**
 * POST /cms/api/leads/:id/texts {body, key, channel} — an agent answers the client from the
 * lead's page, by SMS (the default) or on WhatsApp inside its 24-hour window. Checked at once (an opted-out number, quiet hours in the visitor's zone, a merged lead
 * are refused with the reason) and again by the outbox's sender when it goes out. `key` (the
 * form's own id) makes a double submit one text.
 */
export const agentReplyEndpoint: Endpoint = {
  path: '/:id/texts',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
    if (!worksLeads(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const input = ((await req.json?.().catch(() => null)) ?? {}) as {
      body?: unknown
      key?: unknown
      channel?: unknown
    }
    const template = input.channel === 'whatsapp-template'
    const body = typeof input.body === 'string' ? input.body.trim() : ''
    if (!body && !template) return refuse('Write the text to send', 'empty', 400)
    if (body.length > agentReplyMaxLength) {
      return refuse(`At most ${agentReplyMaxLength} characters`, 'too-long', 400)
    }
    const key =
      typeof input.key === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(input.key)
        ? input.key
        : randomUUID()
    const channel = (input.channel ?? 'sms') as ReplyChannel
    if (!channels.includes(channel)) {
      return refuse(`channel must be one of ${channels.join(', ')}`, 'channel', 400)
    }
    const lead = await requestedLead(req)
    if (!lead) return Response.json({ error: 'No such lead' }, { status: 404 })
    // The same form sent again answers as the first did, whatever changed since: its text may
    // have gone out already, so the client no longer awaits an answer and night would refuse it.
    const idempotencyKey = `agent-reply-${lead.id}-${key}`
    if (await isQueued(req.payload, idempotencyKey)) {
      return Response.json({ queued: false, to: usE164(lead.phone ?? '') }, { status: 200 })
    }
    const state = await replyState(req.payload, lead, new Date(), channel)
    if (!state.can) return refuse(reasons[state.reason], state.reason, 409)
    const data = {
      kind: 'agent-reply',
      body,
      by: req.user.id,
      zone: state.zone,
      answering: state.answering,
      ...(template ? await followUpTemplate(req.payload, lead) : {}),
    }
    const work = {
      channel: channel === 'sms' ? ('visitor-sms' as const) : ('visitor-whatsapp' as const),
      // WhatsApp's API takes the number's digits without '+'.
      target: channel === 'sms' ? state.phone : state.phone.slice(1),
      data,
      dueAt: new Date().toISOString(),
    }
    const queued = await queueOnce(req.payload, lead.id, work, idempotencyKey)
    return Response.json({ queued, to: state.phone }, { status: queued ? 202 : 200 })
  },
}
