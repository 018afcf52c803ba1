import type { Endpoint, PayloadRequest } from 'payload'
import type { Lead } from '@/payload-types'
import { worksLeads } from '@/lib/access/roles'
import { readReplySettings } from '@/features/leads'
import { firmTimeZone } from '@/features/schedule'
import {
  isOptedOut,
  isTwilioUnsubscribed,
  recordText,
  sendSms,
  statusCallbackUrl,
  twilioConfig,
  usE164,
  withinTextingHours,
} from '@/features/texting'
import { questionnaireUrl } from './link'
import { fillIn, questionnaireTexts } from './texts'

const localeOf = (lead: Lead) => (lead.locale === 'en' ? 'en' : 'es')

/** 401 without a session, 403 for a role that does not work leads (editors), else null. */
function staffDenial(req: PayloadRequest) {
  if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
  return worksLeads(req.user) ? null : Response.json({ error: 'Forbidden' }, { status: 403 })
}

type Refusal = 'not-configured' | 'no-phone' | 'opted-out' | 'quiet-hours' | 'refused'

/** Why the link cannot be texted now, or null. */
async function refusal(req: PayloadRequest, lead: Lead, now: Date): Promise<Refusal | null> {
  if (!twilioConfig()) return 'not-configured'
  const phone = usE164(lead.phone ?? '')
  if (!phone) return 'no-phone'
  if (await isOptedOut(req.payload, phone)) return 'opted-out'
  if (!withinTextingHours(await firmTimeZone(req.payload), now)) return 'quiet-hours'
  return null
}

/**
 * POST /cms/api/questionnaire-answers/send-link {lead, send} — an agent's private link to the
 * lead's questionnaire, in the lead's language: answered to copy, and texted when `send` is true
 * (never to an opted-out number, never outside 8:00–21:00 of the firm's zone; the reason says
 * why not). A text sent is on the lead's thread, by its agent.
 */
export const sendLinkEndpoint: Endpoint = {
  path: '/send-link',
  method: 'post',
  handler: async (req) => {
    const denied = staffDenial(req)
    if (denied) return denied
    const input: { lead?: unknown; send?: unknown } = (await req.json?.().catch(() => null)) ?? {}
    const id = Number(input.lead)
    const lead = Number.isInteger(id)
      ? await req.payload
          .findByID({
            collection: 'leads',
            id,
            depth: 0,
            user: req.user,
            overrideAccess: false,
            req,
            disableErrors: true,
          })
          .catch(() => null)
      : null
    if (!lead || lead.spam) return Response.json({ error: 'No such lead' }, { status: 404 })
    const locale = localeOf(lead)
    const url = questionnaireUrl(lead, locale)
    if (input.send !== true) return Response.json({ url, sent: false })
    const now = new Date()
    const reason = await refusal(req, lead, now)
    if (reason) return Response.json({ url, sent: false, reason }, { status: 409 })
    const { firmName } = await readReplySettings(req.payload)
    const body = fillIn(questionnaireTexts(locale).text, { firm: firmName, link: url })
    const to = usE164(lead.phone ?? '')!
    const sent = await sendSms(
      twilioConfig()!,
      { to, body, statusCallback: statusCallbackUrl() },
      15_000,
    ).catch((error: unknown) => {
      if (isTwilioUnsubscribed(error)) return null
      throw error
    })
    if (!sent) return Response.json({ url, sent: false, reason: 'refused' }, { status: 409 })
    await recordText(req.payload, {
      lead: lead.id,
      direction: 'out',
      channel: 'sms',
      kind: 'agent-reply',
      body,
      phone: to,
      providerId: sent.sid,
      status: sent.status,
      sentBy: Number(req.user?.id),
    })
    return Response.json({ url, sent: true })
  },
}
