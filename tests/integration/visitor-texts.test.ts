import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeTwilio } from '../support/fake-twilio'
import { FakeWhatsApp } from '../support/fake-whatsapp'
import { Visitor, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'
import { SmtpSink, waitFor } from '../support/sinks'
import { adminPage } from '../support/staff-accounts'
import { alwaysOpen, publicOrigin, startTextingServer } from '../support/texting-server'

// One server, wired to a fake Twilio, a fake WhatsApp Cloud API and an SMTP sink.
const twilio = new FakeTwilio()
const whatsapp = new FakeWhatsApp()
const smtp = new SmtpSink()
let server: RunningServer
let staff: Staff
type TextingServer = Awaited<ReturnType<typeof startTextingServer>>
let api: TextingServer['api']
let hooks: TextingServer['hooks']
let firm: { name: string; phones: { newCases: string } }

const timeZone = 'America/New_York'

const lead = (phone: string, extra: Record<string, string> = {}) => ({
  nombre: 'Lucía Delgado',
  phone,
  email: `v${phone}@example.com`,
  mensaje: 'Quiero saber si califico para la visa U',
  checkbox: '1',
  seccion: 'Contacto Español',
  ...extra,
})

const english = { nombre: 'John Carter', locale: 'en', page_path: '/en/contact' }

async function postLead(fields: Record<string, string>) {
  const response = await new Visitor(server.url).post('/api/prospecto/agregar', fields)
  expect(await response.json()).toMatchObject({ status: 'success' })
}

const smsTo = (phone: string) => twilio.messages.filter((m) => m.to === `+1${phone}`)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function leadOf(phone: string) {
  return waitFor(async () => (await staff.find('leads', { phone })).docs[0])
}

beforeAll(async () => {
  await Promise.all([twilio.start(), whatsapp.start(), smtp.start()])
  ;({ server, staff, api, hooks } = await startTextingServer(
    'visitor-texts',
    { twilio, whatsapp },
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_NOTIFY_TO: 'intake@firm.test',
      LEAD_NOTIFY_FROM: 'Firm <intake@firm.test>',
    },
  ))
  firm = (await api('GET', '/globals/firm-profile')).data
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await Promise.all([twilio.stop(), whatsapp.stop(), smtp.stop()])
})

describe('auto-reply to the visitor', () => {
  it('texts a Spanish lead in Spanish within 10 s, by SMS, WhatsApp and e-mail', async () => {
    const phone = '2025550301'
    const posted = Date.now()
    await postLead(lead(phone))
    const [sms] = await waitFor(() => (smsTo(phone).length ? smsTo(phone) : undefined), 10_000)
    const elapsed = Date.now() - posted
    console.log(`Spanish auto-reply SMS ${elapsed} ms after the post`)
    expect(elapsed).toBeLessThan(10_000)
    expect(sms.body).toBe(
      `Hola Lucía, gracias por escribir a ${firm.name}. Recibimos su consulta y le llamaremos en los próximos minutos. También puede llamarnos al ${firm.phones.newCases}. Responda STOP para no recibir más mensajes.`,
    )
    expect(sms.statusCallback).toBe(`${publicOrigin}/api/sms/status`)
    const wa = await waitFor(() => whatsapp.messages.find((m) => m.to === `1${phone}`))
    expect(wa).toMatchObject({ template: 'lead_auto_reply', language: 'es' })
    expect(wa.parameters).toEqual(['Lucía', firm.name, firm.phones.newCases])
    const mail = await waitFor(() =>
      smtp.messages.find((m) => m.to.includes(`v${phone}@example.com`)),
    )
    expect(mail.raw).toContain('Subject: =?UTF-8?')
    const stored = await leadOf(phone)
    const texts = await waitFor(async () => {
      const { docs } = await staff.find('lead-texts', { lead: String(stored.id) })
      return docs.length >= 3 ? docs : undefined
    })
    const storedSms = texts.find((t) => t.channel === 'sms')!
    expect(storedSms).toMatchObject({ direction: 'out', kind: 'auto-reply', providerId: sms.sid })
    expect(texts.find((t) => t.channel === 'whatsapp')?.providerId).toBe(wa.id)
    await pause(600)
    expect(smsTo(phone)).toHaveLength(1)
  })

  it("shows the lead's texts at the firm's time with its zone, as the history does (issue 34)", async () => {
    const phone = '2025550309'
    await postLead(lead(phone))
    const stored = await leadOf(phone)
    const [text] = await waitFor(async () => {
      const { docs } = await staff.find('lead-texts', { lead: String(stored.id) })
      return docs.length ? docs : undefined
    })
    for (const [language, locale] of [
      ['es', 'es-US'],
      ['en', 'en-US'],
    ] as const) {
      const html = await adminPage(
        server.url,
        `/collections/leads/${stored.id}`,
        staff.token,
        language,
      )
      const shown = new RegExp(`<time dateTime="${text.createdAt}">([^<]+)</time>`).exec(html)?.[1]
      expect(shown).toBe(
        new Intl.DateTimeFormat(locale, {
          timeZone,
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        }).format(new Date(String(text.createdAt))),
      )
      expect(shown).toMatch(/ (EST|EDT)$/)
    }
    // The texts list names the lead each text belongs to, linked (not "<Sin Prospecto>").
    const list = await adminPage(server.url, '/collections/lead-texts?limit=100', staff.token)
    expect(list).toContain(
      `<a class="lead-label" href="/admin/collections/leads/${stored.id}">Lucía Delgado · ${phone}</a>`,
    )
    expect(list).not.toContain('&lt;Sin Prospecto&gt;')
  })

  it('texts an English lead in English within 10 s', async () => {
    const phone = '2025550302'
    const posted = Date.now()
    await postLead(lead(phone, english))
    const [sms] = await waitFor(() => (smsTo(phone).length ? smsTo(phone) : undefined), 10_000)
    const elapsed = Date.now() - posted
    console.log(`English auto-reply SMS ${elapsed} ms after the post`)
    expect(elapsed).toBeLessThan(10_000)
    expect(sms.body).toMatch(/^Hi John, thank you for contacting .+ Reply STOP to opt out\.$/)
    const wa = await waitFor(() => whatsapp.messages.find((m) => m.to === `1${phone}`))
    expect(wa.language).toBe('en_US')
  })

  it('says when the firm will call outside business hours, in each language', async () => {
    const weekday = (locale: string) => (at: Date) =>
      new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long' }).format(at)
    const tomorrow = new Date(Date.now() + 86_400_000)
    const day = weekday('en-US')(tomorrow).slice(0, 3).toLowerCase()
    const hours = [{ day, opens: '09:00', closes: '18:00' }]
    expect((await api('POST', '/globals/intake-schedule', { hours })).status).toBe(200)
    try {
      await postLead(lead('2025550303'))
      await postLead(lead('2025550304', english))
      const es = await waitFor(() => smsTo('2025550303')[0])
      const en = await waitFor(() => smsTo('2025550304')[0])
      expect(es.body).toContain(
        `fuera de nuestro horario de atención: le llamaremos mañana ${weekday('es')(tomorrow)} a las 9:00 a. m., hora del Este. También`,
      )
      expect(en.body).toContain(
        `outside our office hours: we will call you tomorrow, ${weekday('en-US')(tomorrow)} at 9:00 AM, Eastern Time. You`,
      )
      const wa = await waitFor(() => whatsapp.messages.find((m) => m.to === '12025550303'))
      expect(wa.template).toBe('lead_auto_reply_after_hours')
    } finally {
      await api('POST', '/globals/intake-schedule', { hours: alwaysOpen })
    }
  })

  it("says the time in the visitor's zone when the browser sent one, and ignores a bad one", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000)
    const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' })
      .format(tomorrow)
      .toLowerCase()
    const hours = [{ day, opens: '09:00', closes: '18:00' }]
    expect((await api('POST', '/globals/intake-schedule', { hours })).status).toBe(200)
    try {
      await postLead(lead('2025550306', { ...english, tz: 'America/Los_Angeles' }))
      await postLead(lead('2025550307', { tz: 'Mars/Olympus_Mons' }))
      const en = await waitFor(() => smsTo('2025550306')[0])
      const es = await waitFor(() => smsTo('2025550307')[0])
      // 9:00 in New York is 6:00 in Los Angeles; the zone named once, plainly.
      expect(en.body).toContain('at 6:00 AM, Pacific Time. You can also call us')
      expect(en.body).not.toContain('Eastern')
      // A zone Intl does not know is ignored: the lead is stored and answered in the firm's zone.
      expect(es.body).toContain('a las 9:00 a. m., hora del Este. También puede llamarnos')
      expect((await leadOf('2025550306')).visitorTimeZone).toBe('America/Los_Angeles')
      expect((await leadOf('2025550307')).visitorTimeZone ?? null).toBeNull()
    } finally {
      await api('POST', '/globals/intake-schedule', { hours: alwaysOpen })
    }
  })

  it('promises a call once a day: a second lead of the same number gets no second reply', async () => {
    const phone = '2025550308'
    await postLead(lead(phone))
    await waitFor(() => smsTo(phone)[0])
    await waitFor(() => smtp.messages.find((m) => m.to.includes(`v${phone}@example.com`)))
    await postLead(lead(phone, { nombre: 'Lucía Delgado Ruiz', mensaje: 'Olvidé decirles algo' }))
    await waitFor(async () =>
      (await staff.find('leads', { phone })).totalDocs >= 2 ? true : undefined,
    )
    // Another number posted after it is answered: the outbox is not just slow.
    await postLead(lead('2025550310'))
    await waitFor(() => smsTo('2025550310')[0])
    await pause(1000)
    expect(smsTo(phone)).toHaveLength(1)
    expect(whatsapp.messages.filter((m) => m.to === `1${phone}`)).toHaveLength(1)
    expect(smtp.messages.filter((m) => m.to.includes(`v${phone}@example.com`))).toHaveLength(1)
  })

  it("uses a saved Auto-replies text and firm name on the very next lead's reply", async () => {
    // Each save must reach the next reply at once: the reply's settings are kept in memory and
    // made again only when one of their two globals (Auto-replies, Firm profile) was saved.
    const saved = 'Hola {firstName}, {firmName} le escribe: le llamaremos hoy mismo.'
    expect((await api('POST', '/globals/auto-replies', { es: { smsOpen: saved } })).status).toBe(
      200,
    )
    try {
      await postLead(lead('2025550331'))
      expect((await waitFor(() => smsTo('2025550331')[0])).body).toBe(
        `Hola Lucía, ${firm.name} le escribe: le llamaremos hoy mismo.`,
      )
      const renamed = `${firm.name} (renamed)`
      expect((await api('POST', '/globals/firm-profile', { name: renamed })).status).toBe(200)
      try {
        await postLead(lead('2025550332'))
        expect((await waitFor(() => smsTo('2025550332')[0])).body).toBe(
          `Hola Lucía, ${renamed} le escribe: le llamaremos hoy mismo.`,
        )
      } finally {
        await api('POST', '/globals/firm-profile', { name: firm.name })
      }
    } finally {
      await api('POST', '/globals/auto-replies', { es: { smsOpen: '' } })
    }
  })

  it('does not text a lead without the consent box', async () => {
    const phone = '2025550305'
    // The Spanish contact form does not require the box.
    await postLead(lead(phone, { checkbox: '' }))
    await waitFor(() => smtp.messages.find((m) => m.to.includes(`v${phone}@example.com`)))
    await pause(500)
    expect(smsTo(phone)).toHaveLength(0)
    expect(whatsapp.messages.filter((m) => m.to === `1${phone}`)).toHaveLength(0)
  })
})

describe('inbound texts: STOP, START, HELP', () => {
  const phone = '2025550311'
  const optOuts = async () => (await staff.find('sms-opt-outs', { phone: `+1${phone}` })).docs

  it('STOP opts the number out with one confirmation; a later lead gets no text', async () => {
    await postLead(lead(phone))
    await waitFor(() => smsTo(phone)[0])
    const answer = await hooks.inbound(`+1${phone}`, '  stop ')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/xml')
    expect(await answer.text()).toContain('<Response>')
    const confirmation = await waitFor(() =>
      smsTo(phone).find((m) => m.body.includes('no recibirá más')),
    )
    expect(confirmation.body).toContain('START')
    expect((await hooks.inbound(`+1${phone}`, 'STOP')).status).toBe(200)
    await pause(800)
    expect(smsTo(phone).filter((m) => m.body.includes('no recibirá más'))).toHaveLength(1)
    expect((await optOuts())[0]).toMatchObject({
      action: 'opt-out',
      via: 'keyword',
      keyword: 'STOP',
    })
    const before = smsTo(phone).length
    const whatsappTo = () => whatsapp.messages.filter((m) => m.to === `1${phone}`)
    const whatsappBefore = whatsappTo().length
    // The first lead's e-mail, arrived: the count below holds no mail still on its way.
    await waitFor(() => smtp.messages.find((m) => m.to.includes(`v${phone}@example.com`)))
    const mailsBefore = smtp.messages.filter((m) => m.to.includes(`v${phone}@example.com`)).length
    await postLead(lead(phone, { nombre: 'Lucía Otra Vez' }))
    await waitFor(async () =>
      (await staff.find('leads', { phone })).totalDocs >= 2 ? true : undefined,
    )
    // A number opted out before its first lead: the e-mail still goes; no text does, by SMS or
    // WhatsApp (an opt-out stops every text).
    const fresh = '2025550313'
    expect((await hooks.inbound(`+1${fresh}`, 'STOP')).status).toBe(200)
    await waitFor(() => smsTo(fresh).find((m) => m.body.includes('no recibirá más')))
    await postLead(lead(fresh))
    await waitFor(() => smtp.messages.find((m) => m.to.includes(`v${fresh}@example.com`)))
    await pause(800)
    expect(smsTo(fresh).filter((m) => m.body.startsWith('Hola'))).toHaveLength(0)
    expect(whatsapp.messages.filter((m) => m.to === `1${fresh}`)).toHaveLength(0)
    // The opted-out number's second lead: no text, and no second e-mail either (the day's "we
    // will call you" went with the first lead).
    expect(smsTo(phone)).toHaveLength(before)
    expect(whatsappTo()).toHaveLength(whatsappBefore)
    expect(smtp.messages.filter((m) => m.to.includes(`v${phone}@example.com`))).toHaveLength(
      mailsBefore,
    )
    const { docs } = await staff.find('lead-texts', { phone: `+1${phone}`, direction: 'in' })
    expect(docs.map((t) => t.body).sort()).toEqual(['  stop ', 'STOP'])
    expect(docs.every((t) => typeof t.lead === 'number')).toBe(true)
  })

  it('START opts it in again with a confirmation, and HELP answers', async () => {
    expect((await hooks.inbound(`+1${phone}`, 'Start')).status).toBe(200)
    await waitFor(() => smsTo(phone).find((m) => m.body.includes('volverá a recibir')))
    expect((await optOuts())[0]).toMatchObject({ action: 'opt-in', via: 'keyword' })
    expect((await hooks.inbound(`+1${phone}`, 'help')).status).toBe(200)
    const help = await waitFor(() => smsTo(phone).find((m) => m.body.includes('para ayuda llame')))
    expect(help.body).toContain(firm.phones.newCases)
    expect(help.body).toContain('STOP')
    // Texts reach the number again (the confirmation and HELP's answer above); a new lead the
    // same day gets no second "we will call you": one a person a day.
    await postLead(lead(phone, { nombre: 'Lucía Tercera' }))
    await waitFor(async () =>
      (await staff.find('leads', { phone })).totalDocs >= 3 ? true : undefined,
    )
    await pause(1000)
    expect(smsTo(phone).filter((m) => m.body.startsWith('Hola Lucía'))).toHaveLength(1)
  })

  it('handles a message once: a START replayed after a later STOP leaves the number out', async () => {
    const startSid = hooks.nextSid()
    expect((await hooks.inbound(`+1${phone}`, 'START')).status).toBe(200)
    await waitFor(async () => (await optOuts())[0]?.action === 'opt-in')
    await hooks.inbound(`+1${phone}`, 'STOP')
    await waitFor(async () => (await optOuts())[0]?.action === 'opt-out')
    const confirmations = () => smsTo(phone).filter((m) => m.body.includes('volverá a recibir'))
    const optInsBefore = confirmations().length
    const textsBefore = (await staff.find('lead-texts', { providerId: startSid })).totalDocs
    // The attacker (or Twilio's retry) posts the same signed START again.
    expect((await hooks.inbound(`+1${phone}`, 'START', undefined, startSid)).status).toBe(200)
    await pause(800)
    expect((await optOuts())[0]).toMatchObject({ action: 'opt-out' })
    expect(confirmations()).toHaveLength(optInsBefore)
    expect((await staff.find('lead-texts', { providerId: startSid })).totalDocs).toBe(textsBefore)
  })

  it('refuses a forged or missing signature with 403 and changes nothing', async () => {
    const other = '2025550312'
    await pause(1000) // the texts of the leads above are all recorded
    const before = (await staff.find('sms-opt-outs')).totalDocs
    const textsBefore = (await staff.find('lead-texts')).totalDocs
    expect((await hooks.inbound(`+1${other}`, 'STOP', 'Zm9yZ2VkLXNpZ25hdHVyZQ==')).status).toBe(403)
    const unsigned = await fetch(`${server.url}/api/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: `+1${other}`, Body: 'STOP' }),
    })
    expect(unsigned.status).toBe(403)
    expect((await hooks.status('SM0', 'delivered', 'Zm9yZ2Vk')).status).toBe(403)
    expect((await staff.find('sms-opt-outs')).totalDocs).toBe(before)
    expect((await staff.find('lead-texts')).totalDocs).toBe(textsBefore)
  })

  it("Twilio's status callback updates the stored text's status", async () => {
    const [sms] = smsTo('2025550301')
    expect((await hooks.status(sms.sid, 'delivered')).status).toBe(204)
    const { docs } = await staff.find('lead-texts', { providerId: sms.sid })
    expect(docs[0].status).toBe('delivered')
  })
})

describe('the unsubscribe pages', () => {
  it('render the form in both languages', async () => {
    for (const [path, label, submit] of [
      ['/cancelar-sms', 'Número de teléfono', 'Cancelar mensajes'],
      ['/en/sms-unsubscribe', 'Phone number', 'Stop texts'],
    ]) {
      const html = await (await fetch(server.url + path)).text()
      expect(html).toContain('action="/api/sms/unsubscribe"')
      expect(html).toContain('method="post"')
      expect(html).toContain(label)
      expect(html).toContain(submit)
    }
  })

  it('opts a number out from a browser without JavaScript and confirms on the page', async () => {
    const visitor = new Visitor(server.url)
    const phone = '2025550321'
    const answer = await visitor.postPlainForm(
      '/api/sms/unsubscribe',
      { phone: '(202) 555-0321', locale: 'en' },
      '/en/sms-unsubscribe',
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/en/sms-unsubscribe/done')
    const done = await visitor.fetch('/en/sms-unsubscribe/done')
    expect(done.status).toBe(200)
    expect(await done.text()).toMatch(/<h1[^>]*>Done: you will receive no more text messages<\/h1>/)
    const [row] = (await staff.find('sms-opt-outs', { phone: `+1${phone}` })).docs
    expect(row).toMatchObject({ action: 'opt-out', via: 'web-form' })
    await postLead(lead(phone))
    await waitFor(() => smtp.messages.find((m) => m.to.includes(`v${phone}@example.com`)))
    await pause(500)
    expect(smsTo(phone)).toHaveLength(0)
  })

  it('refuses a cross-site post and sends a bad number back with its message', async () => {
    const visitor = new Visitor(server.url)
    const forged = await visitor.postPlainForm(
      '/api/sms/unsubscribe',
      { phone: '2025550322' },
      '/cancelar-sms',
      'cross-site',
    )
    expect(forged.status).toBe(403)
    expect((await staff.find('sms-opt-outs', { phone: '+12025550322' })).totalDocs).toBe(0)
    const bad = await visitor.postPlainForm(
      '/api/sms/unsubscribe',
      { phone: '12' },
      '/cancelar-sms',
    )
    expect(bad.headers.get('location')).toBe('/cancelar-sms/listo?estado=telefono')
    const page = await visitor.fetch('/cancelar-sms/listo?estado=telefono')
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(
      /role="alert"[^>]*>Escriba un número de teléfono de EE\. UU\./,
    )
  })
})
