import { describe, expect, it } from 'vitest'
import { waitFor } from '../support/sinks'
import { cms, staffAccount } from '../support/staff-accounts'
import { postConsentedLead, textingServerForFile } from '../support/texting-server'

// Issue 34, finding 1: a reply revokes consent to texts by any reasonable means (47 CFR
// 64.1200(a)(10)), not only by the exact keyword; the number then gets no text of the firm.
const site = textingServerForFile('sms-revocation')

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const smsTo = (phone: string) => site.twilio.messages.filter((m) => m.to === `+1${phone}`)
const whatsappTo = (phone: string) => site.whatsapp.messages.filter((m) => m.to === `1${phone}`)
const optedOutText = /no recibirá más|will receive no more/

const postLead = (phone: string, locale: 'es' | 'en' = 'es') =>
  postConsentedLead(site.server.url, phone, { locale })

/** A lead of this number, its auto-reply received by SMS and WhatsApp. */
async function texted(phone: string, locale: 'es' | 'en' = 'es') {
  await postLead(phone, locale)
  await waitFor(() => smsTo(phone)[0] && whatsappTo(phone)[0])
}

async function latestConsent(phone: string) {
  return (await site.staff.find('sms-opt-outs', { phone: `+1${phone}` })).docs[0]
}

/** A new lead of the number gets no SMS and no WhatsApp. */
async function expectNoMoreTexts(phone: string) {
  const sms = smsTo(phone).length
  const wa = whatsappTo(phone).length
  await postLead(phone)
  await waitFor(async () => (await site.staff.find('leads', { phone })).totalDocs >= 2)
  await pause(1500)
  expect(smsTo(phone), phone).toHaveLength(sms)
  expect(whatsappTo(phone), phone).toHaveLength(wa)
}

// The four replies main ignored, then ten more phrasings, each from its own number.
const revocations: [string, 'keyword' | 'reply'][] = [
  ['Revoke', 'reply'],
  ['opt out', 'reply'],
  ['Please stop texting me', 'reply'],
  ['No me manden más mensajes', 'reply'],
  ['Unsubscribe me from this list please', 'reply'],
  ['STOP ALL', 'reply'],
  ['Cancel my texts', 'reply'],
  ['Opt-out.', 'reply'],
  ["Don't text me anymore", 'reply'],
  ['Basta ya', 'reply'],
  ['Por favor darme de baja', 'reply'],
  ['No quiero recibir más mensajes', 'reply'],
  ['Dejen de escribirme', 'reply'],
  ['¡No más!', 'reply'],
  ['Quit', 'keyword'],
]

describe('revocation by any reasonable means', () => {
  it('opts out every phrasing with one confirmation, and no text follows', async () => {
    await Promise.all(
      revocations.map(async ([message, via], index) => {
        const phone = `20255504${String(index).padStart(2, '0')}`
        await texted(phone)
        expect((await site.hooks.inbound(`+1${phone}`, message)).status).toBe(200)
        const confirmation = await waitFor(
          () => smsTo(phone).find((m) => optedOutText.test(m.body)),
          20_000,
        )
        expect(confirmation, message).toBeTruthy()
        expect(await latestConsent(phone), message).toMatchObject({
          action: 'opt-out',
          via,
          message,
        })
        // The same words again: nothing changes, no second confirmation.
        await site.hooks.inbound(`+1${phone}`, message)
        await expectNoMoreTexts(phone)
        expect(
          smsTo(phone).filter((m) => optedOutText.test(m.body)),
          message,
        ).toHaveLength(1)
      }),
    )
  }, 120_000)

  it('answers an English revocation in English', async () => {
    const phone = '2025550480'
    await texted(phone, 'en')
    await site.hooks.inbound(`+1${phone}`, 'please stop texting me')
    const confirmation = await waitFor(() => smsTo(phone).find((m) => optedOutText.test(m.body)))
    expect(confirmation.body).toMatch(/will receive no more/)
  })

  it('asks once about an unclear reply, tells the agent, and keeps texting', async () => {
    const phone = '2025550490'
    await texted(phone, 'en')
    const unclear = 'I will stop by your office tomorrow at 5 to end the paperwork'
    await site.hooks.inbound(`+1${phone}`, unclear)
    const question = await waitFor(() => smsTo(phone).find((m) => /reply STOP/.test(m.body)))
    expect(question.body).toMatch(/Did you ask us to stop texting you/)
    await site.hooks.inbound(`+1${phone}`, 'Also, can I cancel the appointment on Monday?')
    await pause(1500)
    expect(smsTo(phone).filter((m) => /Did you ask us/.test(m.body))).toHaveLength(1)
    expect(await latestConsent(phone)).toBeUndefined()
    const lead = (await site.staff.find('leads', { phone })).docs[0] as {
      id: number
      history?: { action: string; detail: string }[]
    }
    expect(lead.history?.some((entry) => entry.detail === `sms-may-revoke · ${unclear}`)).toBe(true)
    // Still subscribed: an agent's answer reaches the number. (A new lead the same day would not
    // show it: one "we will call you" a person a day.)
    const agent = await staffAccount(site.server.url, site.staff.token, 'agent')
    const answer = 'See you tomorrow at 5, we will have the papers ready.'
    const sent = await cms(site.server.url, agent, `/leads/${lead.id}/texts`, {
      method: 'POST',
      body: { body: answer, key: 'still-subscribed-0001' },
    })
    expect(sent.status).toBe(202)
    await waitFor(() => smsTo(phone).find((m) => m.body === answer))
  })

  it('opts a number out when the client asked by phone, on record with the agent', async () => {
    const phone = '2025550491'
    await texted(phone)
    const lead = (await site.staff.find('leads', { phone })).docs[0] as { id: number }
    const agent = await staffAccount(site.server.url, site.staff.token, 'agent')
    const editor = await staffAccount(site.server.url, site.staff.token, 'editor')
    const path = `/leads/${lead.id}/sms-opt-out`
    const anonymous = await fetch(`${site.server.url}/cms/api${path}`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect((await cms(site.server.url, editor, path, { method: 'POST' })).status).toBe(403)
    expect(await latestConsent(phone)).toBeUndefined()
    const recorded = await cms(site.server.url, agent, path, {
      method: 'POST',
      body: { note: 'Llamó y pidió no recibir más mensajes' },
    })
    expect(recorded.status).toBe(200)
    expect(await latestConsent(phone)).toMatchObject({
      action: 'opt-out',
      via: 'phone-call',
      message: 'Llamó y pidió no recibir más mensajes',
      recordedBy: agent.id,
    })
    await expectNoMoreTexts(phone)
  })
})

describe("a client's reply", () => {
  it("alerts the lead's agent with the message (SMS when no device took a push)", async () => {
    const phone = '2025550492'
    const agentMobile = '+12025550993'
    await texted(phone)
    const lead = (await site.staff.find('leads', { phone })).docs[0] as { id: number }
    const agent = await staffAccount(site.server.url, site.staff.token, 'agent')
    const setUp = await site.api('PATCH', `/users/${agent.id}`, {
      mobile: agentMobile,
      alertChannels: ['sms'],
      alertLanguage: 'es',
    })
    expect(setUp.status).toBe(200)
    expect((await site.api('PATCH', `/leads/${lead.id}`, { assignedTo: agent.id })).status).toBe(
      200,
    )
    const alertsBefore = site.twilio.messages.filter((m) => m.to === agentMobile).length
    expect(
      (await site.hooks.inbound(`+1${phone}`, '¿Qué documentos llevo a la cita?')).status,
    ).toBe(200)
    const alert = await waitFor(
      () => site.twilio.messages.filter((m) => m.to === agentMobile)[alertsBefore],
    )
    expect(alert.body).toContain('Rosa Baja respondió por SMS')
    expect(alert.body).toContain('¿Qué documentos llevo a la cita?')
    expect(alert.body).toContain(`/admin/collections/leads/${lead.id}`)
    // A keyword is the site's business, not the agent's: no alert for HELP.
    await site.hooks.inbound(`+1${phone}`, 'HELP')
    await pause(1500)
    expect(site.twilio.messages.filter((m) => m.to === agentMobile)).toHaveLength(alertsBefore + 1)
  })
})

describe('texts after a merge', () => {
  it('land on the kept lead, not on the duplicate folded into it', async () => {
    const phone = '2025550494'
    await texted(phone)
    await postLead(phone)
    const [duplicate, kept] = await waitFor(async () => {
      const { docs } = await site.staff.find('leads', { phone })
      return docs.length === 2 ? (docs as { id: number }[]) : undefined
    })
    expect((await site.api('POST', `/leads/${duplicate.id}/merge`)).status).toBe(200)
    await site.hooks.inbound(`+1${phone}`, '¿Me pueden llamar mañana?')
    const text = await waitFor(
      async () =>
        (await site.staff.find('lead-texts', { phone: `+1${phone}`, direction: 'in' })).docs[0],
    )
    expect(text.lead).toBe(kept.id)
  })
})
