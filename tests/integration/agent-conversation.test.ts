import { beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../support/sinks'
import { adminPage, cms, staffAccount, type Account } from '../support/staff-accounts'
import { alwaysOpen, postConsentedLead, textingServerForFile } from '../support/texting-server'

// Issue 34, the conversation: an agent answers a client's text from the lead, never to an
// opted-out number and at night only as an answer; the client's text is unread until the lead's
// page shows it; a merge moves the thread; a repeat form goes back to the person's agent.
const site = textingServerForFile('agent-conversation')
let agent: Account
let editor: Account

type Lead = {
  id: number
  assignedTo?: number | null
  clientTextAt?: string | null
  clientTextSeenAt?: string | null
  firstContactAt?: string | null
  history?: { action: string; detail: string }[]
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const smsTo = (phone: string) => site.twilio.messages.filter((m) => m.to === `+1${phone}`)

const postLead = (phone: string, nombre = 'Marta Respuesta') =>
  postConsentedLead(site.server.url, phone, { nombre })

/** The leads of the number, oldest first, once there are `count`. */
async function leadsOf(phone: string, count = 1): Promise<Lead[]> {
  return waitFor(async () => {
    const { docs } = await site.staff.find('leads', { phone })
    return docs.length >= count ? (docs as Lead[]).reverse() : undefined
  })
}

/** A lead of this number, its auto-reply received. */
async function texted(phone: string): Promise<Lead> {
  await postLead(phone)
  await waitFor(() => smsTo(phone)[0])
  return (await leadsOf(phone))[0]
}

const reply = (account: { auth: { authorization: string } }, id: number, body: unknown) =>
  cms(site.server.url, account, `/leads/${id}/texts`, { method: 'POST', body })

/** A fixed-offset zone where the hour is now between `from` and `to` (the test's own clock). */
function zoneWhereItIs(from: number, to: number) {
  for (let offset = -12; offset <= 14; offset++) {
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' })
        .formatToParts(new Date())
        .find((part) => part.type === 'hour')!.value,
    )
    if (hour >= from && hour <= to) return zone
  }
  throw new Error(`no zone between ${from}:00 and ${to}:00 now`)
}

const readLead = async (id: number) => (await site.api('GET', `/leads/${id}`)).data as Lead

beforeAll(async () => {
  agent = await staffAccount(site.server.url, site.staff.token, 'agent')
  editor = await staffAccount(site.server.url, site.staff.token, 'editor')
})

describe("an agent's answer from the lead", () => {
  it('goes to the client by SMS, once per form submit, on record with its author', async () => {
    const phone = '2025550610'
    const lead = await texted(phone)
    await site.hooks.inbound(`+1${phone}`, '¿Cuánto cuesta la consulta?')
    const answer = 'Hola Marta: la consulta es gratis. ¿Le llamo a las 3/4 p. m.?'
    const sent = await reply(agent, lead.id, { body: answer, key: 'reply-key-0001' })
    expect(sent.status).toBe(202)
    // The same form submitted again (a double press): one text.
    expect((await reply(agent, lead.id, { body: answer, key: 'reply-key-0001' })).status).toBe(200)
    const received = await waitFor(() => smsTo(phone).find((m) => m.body === answer))
    expect(received).toBeTruthy()
    const record = await waitFor(
      async () =>
        (await site.staff.find('lead-texts', { phone: `+1${phone}`, kind: 'agent-reply' })).docs[0],
    )
    expect(record).toMatchObject({ direction: 'out', body: answer, sentBy: agent.id })
    expect(record.lead).toBe(lead.id)
    await pause(1000)
    expect(smsTo(phone).filter((m) => m.body === answer)).toHaveLength(1)
  })

  it('is refused with the reason: empty, too long, opted out, merged; never by an editor', async () => {
    const phone = '2025550611'
    const lead = await texted(phone)
    expect((await reply(agent, lead.id, { body: '   ' })).status).toBe(400)
    expect((await reply(agent, lead.id, { body: 'x'.repeat(1001) })).status).toBe(400)
    expect((await reply(editor, lead.id, { body: 'Hola' })).status).toBe(403)
    const anonymous = await fetch(`${site.server.url}/cms/api/leads/${lead.id}/texts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Hola' }),
    })
    expect(anonymous.status).toBe(401)

    await site.hooks.inbound(`+1${phone}`, 'STOP')
    // Opted out, and its one confirmation sent: nothing may follow it.
    await waitFor(() => smsTo(phone)[1])
    const before = smsTo(phone).length
    const refused = await reply(agent, lead.id, { body: '¿Sigue interesado?' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ reason: 'opted-out' })
    await pause(1000)
    expect(smsTo(phone)).toHaveLength(before)

    const other = '2025550612'
    await texted(other)
    await postLead(other)
    const [, duplicate] = await leadsOf(other, 2)
    expect((await site.api('POST', `/leads/${duplicate.id}/merge`)).status).toBe(200)
    const merged = await reply(agent, duplicate.id, { body: 'Hola' })
    expect(merged.status).toBe(409)
    expect(await merged.json()).toMatchObject({ reason: 'merged' })
  })
})

describe("the client's text in the inbox", () => {
  it('is unread until the lead page shows it', async () => {
    const phone = '2025550620'
    const lead = await texted(phone)
    expect((await readLead(lead.id)).clientTextAt ?? null).toBeNull()
    // A keyword is no message for staff: still nothing unread.
    await site.hooks.inbound(`+1${phone}`, 'HELP')
    await pause(500)
    expect((await readLead(lead.id)).clientTextAt ?? null).toBeNull()
    await site.hooks.inbound(`+1${phone}`, '¿Ya revisaron mi caso?')
    const unread = await waitFor(async () => {
      const current = await readLead(lead.id)
      return current.clientTextAt ? current : undefined
    })
    expect(unread.clientTextSeenAt ?? null).toBeNull()
    // No staff member can mark it read through the API: only the page showing it does.
    const patched = await site.api('PATCH', `/leads/${lead.id}`, {
      clientTextSeenAt: new Date().toISOString(),
    })
    expect((await readLead(lead.id)).clientTextSeenAt ?? null, String(patched.status)).toBeNull()

    const page = await adminPage(site.server.url, `/collections/leads/${lead.id}`, site.staff.token)
    expect(page).toContain('¿Ya revisaron mi caso?')
    const seen = await readLead(lead.id)
    expect(Date.parse(seen.clientTextSeenAt!)).toBeGreaterThanOrEqual(
      Date.parse(seen.clientTextAt!),
    )
  })
})

describe('a merge', () => {
  it("moves the duplicate's texts to the kept lead and records no first contact", async () => {
    const phone = '2025550630'
    await texted(phone)
    await postLead(phone)
    const [kept, duplicate] = await leadsOf(phone, 2)
    // The client's text lands on their latest lead: the duplicate, until it is merged.
    await site.hooks.inbound(`+1${phone}`, 'Mandé el formulario dos veces, perdón')
    await waitFor(async () => {
      const { docs } = await site.staff.find('lead-texts', { phone: `+1${phone}` })
      return docs.filter((text) => text.lead === duplicate.id).length ? docs : undefined
    })
    expect((await site.api('POST', `/leads/${duplicate.id}/merge`)).status).toBe(200)
    const { docs: texts } = await site.staff.find('lead-texts', { phone: `+1${phone}` })
    expect(texts.length).toBeGreaterThanOrEqual(2)
    expect(texts.every((text) => text.lead === kept.id)).toBe(true)
    const folded = await readLead(duplicate.id)
    expect(folded).toMatchObject({ firstContactAt: null })
  })
})

describe('a repeat form from a known person', () => {
  it('goes to the agent who has that person when on duty, marked as returning', async () => {
    const second = await staffAccount(site.server.url, site.staff.token, 'agent')
    const shifts = [agent.id, second.id].map((id) => ({
      agent: id,
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      from: '00:00',
      to: '23:59',
    }))
    const schedule = { timeZone: 'America/New_York', hours: alwaysOpen, shifts }
    expect((await site.api('POST', '/globals/intake-schedule', schedule)).status).toBe(200)
    const phone = '2025550640'
    await postLead(phone, 'Olga Vuelve')
    const [first] = await leadsOf(phone)
    // Rotation gave the first lead to one of them; the repeat must follow, whoever is next.
    const owner = first.assignedTo as number
    expect([agent.id, second.id]).toContain(owner)
    for (const filler of ['2025550641', '2025550642', '2025550643']) await postLead(filler)
    await postLead(phone, 'Olga Vuelve')
    const [, repeat] = await leadsOf(phone, 2)
    expect(repeat.assignedTo).toBe(owner)
    expect(repeat.history?.[0]?.detail).toMatch(/\(returning\)$/)
    const page = await adminPage(site.server.url, '/collections/leads', site.staff.token)
    expect(page).toContain('Cliente que vuelve')
  })
})

describe('quiet hours in the visitor’s zone', () => {
  it('refuses a first text at night, and lets the agent answer the client’s own text', async () => {
    const phone = '2025550650'
    const lead = await texted(phone)
    const schedule = { timeZone: zoneWhereItIs(2, 4), hours: alwaysOpen }
    expect((await site.api('POST', '/globals/intake-schedule', schedule)).status).toBe(200)
    const night = await reply(agent, lead.id, { body: '¿Le puedo llamar?' })
    expect(night.status).toBe(409)
    expect(await night.json()).toMatchObject({ reason: 'quiet-hours' })

    await site.hooks.inbound(`+1${phone}`, 'Estoy despierta, ¿me pueden ayudar?')
    await waitFor(async () => (await readLead(lead.id)).clientTextAt)
    const answer = 'Sí, le ayudamos: mañana a las 9 le llamo.'
    expect((await reply(agent, lead.id, { body: answer })).status).toBe(202)
    expect(await waitFor(() => smsTo(phone).find((m) => m.body === answer))).toBeTruthy()
  })
})

describe('WhatsApp: the client’s messages and the 24-hour window', () => {
  const whatsappTo = (phone: string) => site.whatsapp.messages.filter((m) => m.to === `1${phone}`)
  let messageCount = 0
  const messageId = () => `wamid.IN${String(++messageCount).padStart(20, '0')}`

  // Daytime for the firm (and so the visitor) whatever the hour the suite runs at.
  beforeAll(async () => {
    const schedule = { timeZone: zoneWhereItIs(10, 16), hours: alwaysOpen }
    expect((await site.api('POST', '/globals/intake-schedule', schedule)).status).toBe(200)
  })

  it("answers Meta's verification with the challenge only for the right token", async () => {
    const check = (token: string) =>
      fetch(
        `${site.server.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      )
    const right = await check(site.whatsapp.verifyToken)
    expect(right.status).toBe(200)
    expect(await right.text()).toBe('1158201444')
    expect((await check('guessed-token')).status).toBe(403)
  })

  it('refuses a message without the app’s signature, and stores none', async () => {
    const phone = '2025550660'
    await texted(phone)
    const forged = await site.whatsapp.inbound(
      site.server.url,
      `1${phone}`,
      'Soy otra persona',
      messageId(),
      'sha256=00',
    )
    expect(forged.status).toBe(403)
    const { docs } = await site.staff.find('lead-texts', { phone: `+1${phone}`, direction: 'in' })
    expect(docs).toHaveLength(0)
  })

  it('stores the client’s message on the lead, and the agent answers in the window', async () => {
    const phone = '2025550661'
    const lead = await texted(phone)
    // Before the client writes on WhatsApp, only SMS: the window is closed.
    const closed = await reply(agent, lead.id, { body: 'Hola', channel: 'whatsapp' })
    expect(closed.status).toBe(409)
    expect(await closed.json()).toMatchObject({ reason: 'whatsapp-window' })
    expect((await reply(agent, lead.id, { body: 'Hola', channel: 'fax' })).status).toBe(400)
    // What Meta allows then: the firm's approved template asking the client to reply.
    const asked = await reply(agent, lead.id, { channel: 'whatsapp-template' })
    expect(asked.status).toBe(202)
    const template = await waitFor(() =>
      whatsappTo(phone).find((m) => m.template === 'lead_follow_up'),
    )
    expect(template).toMatchObject({ language: 'es', parameters: ['Marta', expect.any(String)] })

    const id = messageId()
    const question = '¿Puedo mandar mis documentos por aquí?'
    expect((await site.whatsapp.inbound(site.server.url, `1${phone}`, question, id)).status).toBe(
      200,
    )
    // Meta retries until it gets a 200: the same message is stored once.
    await site.whatsapp.inbound(site.server.url, `1${phone}`, question, id)
    const stored = await waitFor(
      async () =>
        (await site.staff.find('lead-texts', { phone: `+1${phone}`, channel: 'whatsapp' })).docs,
    )
    expect(stored.filter((text) => text.direction === 'in')).toHaveLength(1)
    expect(stored[0]).toMatchObject({ lead: lead.id, body: question, kind: 'inbound' })
    expect((await readLead(lead.id)).clientTextAt).toBeTruthy()

    const answer = 'Sí, mándelos por aquí y los revisamos hoy.'
    const sent = await reply(agent, lead.id, { body: answer, channel: 'whatsapp' })
    expect(sent.status).toBe(202)
    const received = await waitFor(() => whatsappTo(phone).find((m) => m.text === answer))
    expect(received).toMatchObject({ template: '' })
    const record = await waitFor(async () =>
      (
        await site.staff.find('lead-texts', {
          phone: `+1${phone}`,
          channel: 'whatsapp',
          kind: 'agent-reply',
        })
      ).docs.find((text) => text.body === answer),
    )
    expect(record).toMatchObject({ direction: 'out', body: answer, sentBy: agent.id })
  })

  it('takes a stop word on WhatsApp as an opt-out of every text', async () => {
    const phone = '2025550662'
    const lead = await texted(phone)
    await site.whatsapp.inbound(
      site.server.url,
      `1${phone}`,
      'Ya no me manden mensajes',
      messageId(),
    )
    const consent = await waitFor(
      async () => (await site.staff.find('sms-opt-outs', { phone: `+1${phone}` })).docs[0],
    )
    expect(consent).toMatchObject({ action: 'opt-out', via: 'reply' })
    const refused = await reply(agent, lead.id, { body: '¿Sigue ahí?' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ reason: 'opted-out' })
  })
})
