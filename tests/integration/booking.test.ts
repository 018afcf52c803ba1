import ical from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allWeek, openAroundTheClock } from '../support/booking-hours'
import { FakeTwilio } from '../support/fake-twilio'
import { freshDatabase } from '../support/database'
import { firstStaffToken, Staff, Visitor } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { waitFor } from '../support/sinks'
import { cms, staffAccount, type Account } from '../support/staff-accounts'
import { twilioWebhooks } from '../support/twilio-webhooks'

// Two instances of the site on one database (the file, or PostgreSQL), a fake Twilio, and the
// firm open around the clock so the test finds slots whenever it runs.
const publicOrigin = 'http://localhost:3000'
const twilio = new FakeTwilio()
let databaseUrl: string
let first: RunningServer
let second: RunningServer
let staff: Staff
let admin: { auth: { authorization: string } }
let agent: Account
const env = () => ({
  ...twilio.env(),
  SITE_URL: publicOrigin,
  OUTBOX_POLL_MS: '200',
  OUTBOX_RETRY_BASE_MS: '200',
  LEAD_RATE_LIMIT: '1000',
})

type SlotAnswer = { timeZone: string; slots: { start: string; end: string }[] }
type Booked = {
  status: string
  booking: { id: number; start: string; end: string; manageUrl: string }
}

let counter = 0
const phoneOf = () => `3055${String(Date.now()).slice(-4)}${String(++counter).padStart(2, '0')}`

/** A visitor who sent the contact form: their browser session and the answer's booking token. */
async function newLead(server = first, phone = phoneOf(), locale = 'es') {
  const visitor = new Visitor(server.url)
  const response = await visitor.post('/api/prospecto/agregar', {
    nombre: 'Rosa Méndez',
    phone,
    email: `r${phone}@example.com`,
    mensaje: 'Quiero una consulta',
    checkbox: '1',
    seccion: 'Contacto Español',
    ...(locale === 'en' ? { locale: 'en', page_path: '/en/contact' } : {}),
  })
  const body = await response.json()
  expect(body).toMatchObject({ status: 'success', booking: expect.any(String) })
  return { visitor, token: body.booking as string, phone }
}

async function slots(server = first, tz = 'America/Chicago', days = 7) {
  const response = await fetch(`${server.url}/api/booking/slots?tz=${tz}&days=${days}`)
  expect(response.status).toBe(200)
  return (await response.json()) as SlotAnswer
}

const book = (lead: { visitor: Visitor; token: string }, start: string, extra = {}) =>
  lead.visitor.post('/api/booking', { token: lead.token, start, ...extra }, 'json')

const settings = (body: Record<string, unknown>) =>
  cms(first.url, admin, '/globals/booking-settings', { method: 'POST', body })

const pathOf = (url: string) => new URL(url).pathname

/** The manage link opens the call's page in the site's layout (its forms post to the link). */
async function managePage(visitor: Visitor, manageUrl: string) {
  const link = await visitor.fetch(pathOf(manageUrl))
  expect(link.status).toBe(303)
  const response = await visitor.fetch(link.headers.get('location')!)
  expect(response.status).toBe(200)
  const html = await response.text()
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1] ?? ''
  return { html, token }
}

beforeAll(async () => {
  await twilio.start()
  databaseUrl = await freshDatabase('booking')
  first = await startServer({ DATABASE_URL: databaseUrl, ...env() }) // applies the migrations
  second = await startServer({ DATABASE_URL: databaseUrl, ...env() })
  staff = new Staff(first.url, await firstStaffToken(first.url))
  admin = { auth: { authorization: `JWT ${staff.token}` } }
  agent = await staffAccount(first.url, staff.token, 'agent')
  await openAroundTheClock(first.url, admin, agent.id)
}, 240_000)

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await twilio.stop()
})

describe('booking slots', () => {
  it('follow the agent’s availability and days off, in the visitor’s zone with its offset', async () => {
    const { slots: all, timeZone } = await slots(first, 'America/Phoenix')
    expect(timeZone).toBe('America/Phoenix')
    expect(all.length).toBeGreaterThan(24)
    expect(all.every((slot) => slot.start.endsWith('-07:00'))).toBe(true)
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    })
    await settings({ daysOff: [{ agent: agent.id, date: `${tomorrow}T12:00:00.000Z` }] })
    const nyDay = (iso: string) =>
      new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })
    const withDayOff = (await slots(first, 'America/New_York')).slots
    expect(withDayOff.some((slot) => nyDay(slot.start) === tomorrow)).toBe(false)
    await settings({
      daysOff: [],
      availability: [{ agent: agent.id, days: ['mon'], from: '10:00', to: '11:00' }],
    })
    const mondays = (await slots(first, 'America/New_York')).slots
    expect(mondays.length).toBeGreaterThan(0)
    expect(mondays.every((slot) => /T10:00:00-0[45]:00$/.test(slot.start))).toBe(true)
    await settings({
      availability: [{ agent: agent.id, days: allWeek, from: '00:00', to: '23:59' }],
    })
  })
})

describe('booking a call', () => {
  it('gives the last free agent at one time to one of two visitors on two instances: 201 and 409', async () => {
    const [a, b] = await Promise.all([newLead(first), newLead(second)])
    const { slots: free } = await slots()
    const start = free[3].start
    const inChicago = { timeZone: 'America/Chicago' }
    const answers = await Promise.all([book(a, start, inChicago), book(b, start, inChicago)])
    const statuses = answers.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409])
    const lost = answers.find((response) => response.status === 409)!
    const body = await lost.json()
    expect(body.status).toBe('error')
    expect(body.message).toBe('Esa hora ya no está libre. Estas son las horas disponibles ahora.')
    expect(body.slots.map((slot: { start: string }) => slot.start)).not.toContain(start)
    const won = (await answers.find((r) => r.status === 201)!.json()) as Booked
    expect(won.booking.start).toBe(start)
    expect(won.booking.manageUrl).toMatch(/^http:\/\/localhost:3000\/api\/booking\/manage\//)
    expect(
      (await slots(second)).slots.map((slot) => slot.start),
      'the other instance no longer offers it',
    ).not.toContain(start)
    const [stored] = (await staff.find('bookings', { id: String(won.booking.id) })).docs
    expect(stored).toMatchObject({ agent: agent.id, status: 'booked' })
    const lead = (await staff.find('leads', { id: String(stored.lead) })).docs[0]
    expect(lead.assignedTo).toBe(agent.id)
  })

  it('refuses a forged or missing token and a time that is no slot', async () => {
    const lead = await newLead()
    const { slots: free } = await slots()
    expect((await book({ ...lead, token: `${lead.token}x` }, free[0].start)).status).toBe(403)
    const offGrid = new Date(new Date(free[0].start).getTime() + 60_000).toISOString()
    expect((await book(lead, offGrid)).status).toBe(409)
  })

  it('frees the slot on cancel (a form post without JavaScript) and moves it on reschedule', async () => {
    const lead = await newLead()
    const { slots: free } = await slots()
    const [start, later] = [free[5].start, free[8].start]
    const booked = (await (await book(lead, start)).json()) as Booked
    const manage = booked.booking.manageUrl

    const page = await managePage(lead.visitor, manage)
    expect(page.html).toContain('Su llamada gratuita quedó agendada')
    const moved = await lead.visitor.postPlainForm(
      pathOf(manage),
      { action: 'reschedule', start: new Date(later).toISOString(), _token: page.token },
      pathOf(manage),
    )
    expect(moved.status).toBe(303)
    const afterMove = (await slots()).slots.map((slot) => slot.start)
    expect(afterMove).toContain(start)
    expect(afterMove).not.toContain(later)
    const [stored] = (await staff.find('bookings', { id: String(booked.booking.id) })).docs
    expect(new Date(String(stored.start)).getTime()).toBe(new Date(later).getTime())
    // The moved call's text says the new time replaces the earlier one, with the opt-out words.
    const to = `+1${lead.phone}`
    const moveText = await waitFor(() =>
      twilio.messages.find((m) => m.to === to && m.body.includes('reemplaza la anterior')),
    )
    expect(moveText.body).toContain('Responda STOP')
    expect(moveText.body).not.toMatch(/\.\./)

    const again = await managePage(lead.visitor, manage)
    const cancelled = await lead.visitor.postPlainForm(
      pathOf(manage),
      { action: 'cancel', _token: again.token },
      pathOf(manage),
    )
    expect(cancelled.status).toBe(303)
    expect((await slots()).slots.map((slot) => slot.start)).toContain(later)
    expect((await managePage(lead.visitor, manage)).html).toContain('La llamada fue cancelada.')
    // A short text says so, with the link that offers a call, WhatsApp and the way home.
    const cancelText = await waitFor(() =>
      twilio.messages.find((m) => m.to === to && m.body.includes('quedó cancelada')),
    )
    expect(cancelText.body).toContain('/api/booking/manage/')
    expect(cancelText.body).toContain('Responda STOP')
    // A post from another site's page is refused: it changes nothing and leads to the call's
    // page, which says the change was not confirmed (in the site's layout, with a call).
    const forged = await new Visitor(first.url).postPlainForm(
      pathOf(manage),
      { action: 'cancel' },
      '/',
      'cross-site',
    )
    expect(forged.status).toBe(303)
    expect(forged.headers.get('location')).toMatch(/^\/llamada\?enlace=.+&estado=sin-confirmar$/)
  })

  it('serves the .ics invite as text/calendar, whose start is the booked instant', async () => {
    const lead = await newLead(first, phoneOf(), 'en')
    const { slots: free } = await slots(first, 'Pacific/Honolulu')
    const booked = (await (
      await book(lead, free[10].start, { locale: 'en', timeZone: 'Pacific/Honolulu' })
    ).json()) as Booked
    expect(booked.booking.start).toMatch(/-10:00$/)
    const response = await fetch(`${second.url}${pathOf(booked.booking.manageUrl)}/invite.ics`)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    const events = Object.values(ical.sync.parseICS(await response.text())).filter(
      (item) => item?.type === 'VEVENT',
    ) as ical.VEvent[]
    expect(events).toHaveLength(1)
    expect(events[0].start.getTime()).toBe(new Date(booked.booking.start).getTime())
    expect(events[0].end!.getTime()).toBe(new Date(booked.booking.end).getTime())
    expect(events[0].summary).toMatch(/^Free call with /)
  })
})

describe('plain forms (no JavaScript)', () => {
  it('books from the per-request picker with the cookie the plain lead post set', async () => {
    const visitor = new Visitor(first.url)
    const phone = phoneOf()
    const sent = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      {
        nombre: 'Pedro Ruiz',
        phone,
        mensaje: 'Consulta',
        checkbox: '1',
        seccion: 'Contacto Español',
      },
      '/contacto',
    )
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/gracias')
    // The thank-you page's plain form of pages cached before goes to the booking page.
    const old = await visitor.fetch('/api/booking/picker?lang=es&tz=America/Puerto_Rico')
    expect(old.status).toBe(303)
    expect(old.headers.get('location')).toBe('/llamada?tz=America%2FPuerto_Rico')
    const picker = await visitor.fetch('/llamada?tz=America/Puerto_Rico')
    expect(picker.status).toBe(200)
    expect(picker.headers.get('cache-control')).toMatch(/no-store/)
    const html = await picker.text()
    const start = /name="start" value="([^"]+)"/.exec(html)![1]
    const booked = await visitor.postPlainForm(
      '/api/booking',
      { start, locale: 'es', timeZone: 'America/Puerto_Rico' },
      '/llamada',
    )
    expect(booked.status).toBe(303)
    const manage = booked.headers.get('location')!
    expect(manage).toMatch(/^\/llamada\?enlace=/)
    const page = await (await visitor.fetch(manage)).text()
    expect(page).toContain(', hora de Puerto Rico')
    // The link of the texts and e-mails opens the same page.
    const token = new URLSearchParams(manage.split('?')[1]).get('enlace')!
    const link = await visitor.fetch(`/api/booking/manage/${token}`)
    expect(link.status).toBe(303)
    expect(link.headers.get('location')).toBe(`/llamada?enlace=${token}`)
    // A wrong link is the site's 404 page, in its layout.
    const wrong = await visitor.fetch('/api/booking/manage/nada')
    expect(wrong.headers.get('location')).toBe('/llamada?enlace=nada')
    const misread = await visitor.fetch('/llamada?enlace=nada')
    expect(misread.status).toBe(307)
    const missing = await visitor.fetch(misread.headers.get('location')!)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<footer')
    // Without the cookie the page says the link has expired, with a call, WhatsApp and home.
    const stranger = await new Visitor(first.url).fetch('/en/call')
    expect(stranger.status).toBe(200)
    const expired = await stranger.text()
    expect(expired).toContain('The booking link has expired')
    expect(expired).toMatch(/href="tel:\+1\d{10}"/)
    expect(expired).toContain('href="https://wa.me/')
    expect(expired).toContain('Back to the home page')
  })
})

/** The clock moves on: the rows' due times are reached (both instances poll the outbox). */
async function makeDue(rows: Record<string, unknown>[]) {
  for (const row of rows) {
    const response = await cms(first.url, admin, `/lead-deliveries/${row.id}`, {
      method: 'PATCH',
      body: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect(response.status).toBe(200)
  }
}

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
]
const hourIn = (zone: string) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(),
    ),
  )

/** A zone where it is now between 10:00 and 19:00, so reminders may go out while the test runs. */
const daytimeZone = () => zones.find((zone) => hourIn(zone) >= 10 && hourIn(zone) < 19)!

/** A zone where it is now between 22:00 and 6:00: a text due now would go out at night there. */
const nightZone = () => zones.find((zone) => hourIn(zone) >= 22 || hourIn(zone) < 6)!

/**
 * The free slot nearest to `hours` from now, other than `except`. (Nearest, not "within the
 * hour": no slot starts at 23:00 when the firm's day closes at 23:59, and then the slots within
 * an hour of 48 h and of 49 h could be one.)
 */
const slotIn = (free: SlotAnswer['slots'], hours: number, except?: string) => {
  const target = Date.now() + hours * 3_600_000
  const distance = (slot: { start: string }) => Math.abs(Date.parse(slot.start) - target)
  return free
    .filter((slot) => slot.start !== except)
    .reduce((best, slot) => (distance(slot) < distance(best) ? slot : best)).start
}

/** A booking's rows of one outbox channel. */
const rowsOf = async (channel: string, bookingId: number) =>
  (await staff.find('lead-deliveries', { channel })).docs.filter(
    (row) => (row.data as { booking: number }).booking === bookingId,
  )

describe('confirmation and reminders', () => {
  it('sends each once across two instances and a restart, never to an opted-out number', async () => {
    const zone = daytimeZone()
    const lead = await newLead()
    const { slots: free } = await slots(first, zone, 7)
    const start = slotIn(free, 48)
    const booked = (await (await book(lead, start, { timeZone: zone })).json()) as Booked
    const to = `+1${lead.phone}`
    const texts = () => twilio.messages.filter((message) => message.to === to)
    const confirmation = await waitFor(() =>
      texts().find((message) => message.body.includes('quedó agendada')),
    )
    // Not an answer to the visitor's own text: it carries the opt-out words.
    expect(confirmation.body).toContain('Responda STOP para no recibir más mensajes.')
    const rows = async () =>
      (await rowsOf('booking-reminder', booked.booking.id)).filter(
        (row) => (row.data as { via: string }).via === 'sms',
      )
    const reminders = await rows()
    expect(reminders.map((row) => (row.data as { kind: string }).kind).sort()).toEqual([
      '1h',
      '24h',
    ])
    expect(reminders.every((row) => row.status === 'pending')).toBe(true)
    await makeDue(reminders)
    await waitFor(async () =>
      (await rows()).every((row) => row.status === 'delivered') ? true : undefined,
    )
    await first.crash()
    first = await startServer({ DATABASE_URL: databaseUrl, ...env() })
    staff = new Staff(first.url, staff.token)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(texts().filter((m) => m.body.includes('mañana'))).toHaveLength(1)
    expect(texts().filter((m) => m.body.includes('en una hora'))).toHaveLength(1)
    expect(texts().filter((m) => m.body.includes('quedó agendada'))).toHaveLength(1)
    // The reminders are not answers either: each carries the same opt-out words.
    for (const words of ['mañana', 'en una hora'])
      expect(texts().find((m) => m.body.includes(words))?.body).toMatch(
        /Responda STOP para no recibir más mensajes\.$/,
      )

    // An opted-out number gets nothing more, and a cancelled call's reminders are skipped.
    const other = await newLead()
    const otherStart = slotIn(free, 49, start)
    const second_ = (await (await book(other, otherStart, { timeZone: zone })).json()) as Booked
    // Wait for the booking confirmation itself: the lead's auto-reply may come first.
    // Given 30 s: the instance restarted just before, and a slow CI machine is still starting it.
    await waitFor(
      () =>
        twilio.messages.find(
          (m) => m.to === `+1${other.phone}` && m.body.includes('quedó agendada'),
        ),
      30_000,
    )
    const hooks = twilioWebhooks(twilio, first.url, publicOrigin)
    expect((await hooks.inbound(`+1${other.phone}`, 'STOP')).status).toBe(200)
    const before = twilio.messages.filter((m) => m.to === `+1${other.phone}`).length
    const otherRows = await rowsOf('booking-reminder', second_.booking.id)
    expect(otherRows.length).toBeGreaterThanOrEqual(2)
    await makeDue(otherRows)
    await waitFor(async () => {
      const docs = await rowsOf('booking-reminder', second_.booking.id)
      return docs.every((row) => row.status === 'skipped') ? docs : undefined
    })
    // The opt-out confirmation is the only text after STOP.
    expect(
      twilio.messages
        .filter((m) => m.to === `+1${other.phone}`)
        .slice(before)
        .every((m) => !m.body.includes('gratuita')),
    ).toBe(true)
  }, 120_000)
})

describe('a late worker at night', () => {
  it('keeps a reminder found due between 21:00 and 8:00 in the visitor’s zone for 8:00 there', async () => {
    const zone = nightZone()
    const lead = await newLead()
    const { slots: free } = await slots(first, zone, 7)
    const booked = (await (await book(lead, slotIn(free, 60), { timeZone: zone })).json()) as Booked
    const to = `+1${lead.phone}`
    await waitFor(() =>
      twilio.messages.find((m) => m.to === to && m.body.includes('quedó agendada')),
    )
    const reminders = await rowsOf('booking-reminder', booked.booking.id)
    expect(reminders.length).toBeGreaterThanOrEqual(1)
    // The worker finds them due now, at night in the visitor's zone (it was down or late).
    const found = Date.now()
    await makeDue(reminders)
    const waiting = await waitFor(async () => {
      const docs = await rowsOf('booking-reminder', booked.booking.id)
      return docs.every((row) => Date.parse(row.nextAttemptAt as string) > found) ? docs : undefined
    })
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    for (const row of waiting) {
      expect(row.status).toBe('pending')
      const due = new Date(row.nextAttemptAt as string)
      expect(local.format(due)).toBe('08:00')
      expect(due.getTime() - found).toBeLessThan(11 * 3_600_000)
    }
    // Two more polls of both instances: still nothing at night, and no attempt counted.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(twilio.messages.some((m) => m.to === to && m.body.includes('mañana'))).toBe(false)
    const after = await rowsOf('booking-reminder', booked.booking.id)
    expect(after.every((row) => row.status === 'pending' && !row.deliveredAt)).toBe(true)
    expect(after.every((row) => (row.attempts ?? 0) === 0)).toBe(true)
  }, 60_000)
})

describe('the dashboard', () => {
  it('shows the booking figures of the chosen period, in Spanish and English', async () => {
    const lead = await newLead()
    const { slots: free } = await slots()
    const response = await book(lead, free[12].start)
    expect(response.status).toBe(201)
    const { booking } = (await response.json()) as Booked
    const done = await cms(first.url, admin, `/bookings/${booking.id}`, {
      method: 'PATCH',
      body: { status: 'done' },
    })
    expect(done.status).toBe(200)
    const dashboard = async (language: 'es' | 'en', query: string) => {
      const page = await fetch(`${first.url}/admin/lead-dashboard?${query}`, {
        headers: {
          cookie: `payload-token=${staff.token}; payload-lng=${language}`,
          'sec-fetch-site': 'same-origin',
        },
      })
      expect(page.status).toBe(200)
      return page.text()
    }
    const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    /** The rows of the "calls booked per day" chart and the figure of each. */
    const bookedPerDay = (html: string, title: string) => {
      const section = html.slice(html.indexOf(title)).split('</section>')[0]
      return [...section.matchAll(/<strong[^>]*>(\d+)<\/strong>/g)].map((match) => Number(match[1]))
    }
    // The firm's days (New York): from today to the day of the call, which was held.
    const firmDay = (at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(at))
    const callDay = firmDay(new Date(booking.start).getTime())
    const spanish = await dashboard('es', `range=custom&from=${firmDay(Date.now())}&to=${callDay}`)
    expect(textOf(spanish)).toMatch(/Prospectos del periodo que reservaron una cita [1-9]\d*\s?%/)
    expect(textOf(spanish)).toMatch(/no se presentó\) [1-9]\d*\s?%/)
    const english = await dashboard('en', 'range=today')
    expect(textOf(english)).toMatch(/Leads of the period who booked a call [1-9]\d*\s?%/)
    const today = bookedPerDay(english, 'Calls booked per day')
    expect(today).toHaveLength(1)
    expect(today[0]).toBeGreaterThanOrEqual(1)
    expect(bookedPerDay(await dashboard('en', 'range=30'), 'Calls booked per day')).toHaveLength(30)
    // A past period without leads or calls: no rates, and no booked call on any of its days.
    const past = await dashboard(
      'en',
      `range=custom&from=${firmDay(Date.now() - 60 * 86_400_000)}&to=${firmDay(Date.now() - 40 * 86_400_000)}`,
    )
    expect(textOf(past)).toContain('Leads of the period who booked a call No data')
    expect(textOf(past)).toContain('Show rate: done / (done + no-show) No data')
    const pastDays = bookedPerDay(past, 'Calls booked per day')
    expect(pastDays).toHaveLength(21)
    expect(pastDays.every((count) => count === 0)).toBe(true)
  }, 120_000)
})

describe("each agent's private calendar feed", () => {
  it('lists the agent’s own booked calls only; a forged or regenerated link is a 404', async () => {
    const colleague = await staffAccount(first.url, staff.token, 'agent')
    const both = { days: allWeek, from: '00:00', to: '23:59' }
    const availability = (agents: number[]) =>
      settings({ availability: agents.map((id) => ({ agent: id, ...both })) })
    expect((await availability([agent.id, colleague.id])).status).toBe(200)
    try {
      // Two visitors take one time: one call goes to each agent.
      const { slots: free } = await slots()
      const start = free[20].start
      const answers = [await book(await newLead(), start), await book(await newLead(), start)]
      expect(answers.map((answer) => answer.status)).toEqual([201, 201])
      const ids = await Promise.all(
        answers.map(async (a) => ((await a.json()) as Booked).booking.id),
      )
      const account = async (who: Account) =>
        (await (await cms(first.url, who, `/users/${who.id}`)).json()) as {
          calendarFeedUrl?: string
        }
      const feedOf = async (who: Account) => {
        const url = (await account(who)).calendarFeedUrl!
        expect(url).toMatch(/^http:\/\/localhost:3000\/api\/booking\/feed\/.+\.ics$/)
        return url
      }
      const events = async (url: string, server = first) => {
        const response = await fetch(`${server.url}${pathOf(url)}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
        return Object.values(ical.sync.parseICS(await response.text())).filter(
          (item) => item?.type === 'VEVENT',
        ) as ical.VEvent[]
      }
      const mine = await feedOf(agent)
      const theirs = await feedOf(colleague)
      expect(mine).not.toBe(theirs)
      const uidsOf = (list: ical.VEvent[]) => list.map((event) => event.uid)
      const [ownEvents, colleagueEvents] = [await events(mine), await events(theirs, second)]
      const colleagueCall = colleagueEvents.find((event) =>
        ids.some((id) => event.uid.startsWith(`booking-${id}@`)),
      )!
      expect(colleagueEvents).toHaveLength(1)
      expect(colleagueCall.start.getTime()).toBe(new Date(start).getTime())
      expect(colleagueCall.summary).toMatch(/^Llamada gratuita: Rosa Méndez$/)
      expect(uidsOf(ownEvents)).not.toContain(colleagueCall.uid)
      expect(
        uidsOf(ownEvents).filter((uid) => ids.some((id) => uid.startsWith(`booking-${id}@`))),
      ).toHaveLength(1)
      // The agent cannot read the colleague's link; an admin can.
      const peeked = (await (await cms(first.url, agent, `/users/${colleague.id}`)).json()) as {
        calendarFeedUrl?: string
      }
      expect(peeked.calendarFeedUrl).toBeUndefined()
      expect(
        (await (await cms(first.url, admin, `/users/${colleague.id}`)).json()).calendarFeedUrl,
      ).toBe(theirs)
      // A forged link (another agent's id, or a changed signature) finds nothing.
      const forged = pathOf(theirs).replace(/feed\/\d+\./, `feed/${agent.id}.`)
      expect((await fetch(`${first.url}${forged}`)).status).toBe(404)
      const signature = pathOf(theirs).slice(0, -'.ics'.length)
      const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}.ics`
      expect((await fetch(`${first.url}${altered}`)).status).toBe(404)
      // Regenerating (the agent themselves) retires the old link at once, on both instances.
      const renewed = await cms(first.url, colleague, `/users/${colleague.id}`, {
        method: 'PATCH',
        body: { newCalendarFeed: true },
      })
      expect(renewed.status).toBe(200)
      const fresh = await feedOf(colleague)
      expect(fresh).not.toBe(theirs)
      expect((await fetch(`${second.url}${pathOf(theirs)}`)).status).toBe(404)
      expect(uidsOf(await events(fresh, second))).toEqual([colleagueCall.uid])
      // An admin regenerates it too.
      expect(
        (
          await cms(first.url, admin, `/users/${colleague.id}`, {
            method: 'PATCH',
            body: { newCalendarFeed: true },
          })
        ).status,
      ).toBe(200)
      expect((await fetch(`${first.url}${pathOf(fresh)}`)).status).toBe(404)
    } finally {
      expect((await availability([agent.id])).status).toBe(200)
    }
  }, 120_000)
})
