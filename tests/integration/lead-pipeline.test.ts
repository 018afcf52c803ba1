import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { Visitor } from '../support/http'
import { cms, staffAccount, staffOfEachRole, type Account } from '../support/staff-accounts'

const baseURL = sharedServer('baseURL')
const admin = { auth: { authorization: `JWT ${sharedServer('staffToken')}` } }

const staff = staffOfEachRole(baseURL, sharedServer('staffToken'))

let counter = 0
/** Ten digits no other test uses. */
function uniquePhone() {
  counter += 1
  return `71855${String(Date.now()).slice(-3)}${String(counter).padStart(2, '0')}`
}

/** A visitor's lead through the public endpoint; resolves to its stored record (as admin). */
async function postLead(phone: string, nombre = 'Rosa Elena Díaz') {
  const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
    nombre,
    email: 'rosa@example.com',
    phone,
    mensaje: 'Quiero saber de mi caso',
    checkbox: '1',
    seccion: 'Footer Español',
    locale: 'es',
  })
  expect(await response.json()).toMatchObject({ status: 'success' })
  const found = await cms(baseURL, admin, `/leads?where[phone][equals]=${phone}&depth=0`)
  const { docs } = await found.json()
  return docs[0] as Record<string, unknown> & { id: number }
}

async function lead(id: number, account: Account | typeof admin = admin) {
  return (await (await cms(baseURL, account, `/leads/${id}?depth=0`)).json()) as Record<
    string,
    unknown
  >
}

describe('intake pipeline', () => {
  it('starts new and unassigned, first in the inbox order', async () => {
    const stored = await postLead(uniquePhone())
    expect(stored).toMatchObject({ status: 'new', firstContactAt: null })
    expect(stored.assignedTo ?? null).toBeNull()
    // New and unassigned rank below 1 (assigned) and 2 (worked), by arrival within it.
    expect(stored.queue).toBeGreaterThanOrEqual(0)
    expect(stored.queue).toBeLessThan(1)
  })

  it('records assignment, status and notes with author and time; first contact once', async () => {
    const { id } = await postLead(uniquePhone())
    const assigned = await cms(baseURL, staff.agent, `/leads/${id}`, {
      method: 'PATCH',
      body: { assignedTo: staff.agent.id },
    })
    expect(assigned.status).toBe(200)
    const before = Date.now()
    await cms(baseURL, staff.agent, `/leads/${id}`, {
      method: 'PATCH',
      body: { status: 'contacted' },
    })
    const contacted = await lead(id, staff.agent)
    expect(contacted.status).toBe('contacted')
    const firstContact = Date.parse(String(contacted.firstContactAt))
    expect(firstContact).toBeGreaterThanOrEqual(before - 1000)
    expect(contacted.queue).toBe(2)

    await cms(baseURL, staff.agent, `/leads/${id}`, {
      method: 'PATCH',
      body: { status: 'qualified', note: 'Llamó de vuelta, tiene cita el lunes' },
    })
    const worked = await lead(id, staff.agent)
    // The first contact stays the first one.
    expect(worked.firstContactAt).toBe(contacted.firstContactAt)
    const history = worked.history as { action: string; detail: string; by: string; at: string }[]
    expect(history.map((entry) => entry.action)).toEqual(['assignment', 'status', 'status', 'note'])
    expect(history[0].detail).toBe('agent tester')
    expect(history[1].detail).toBe('new → contacted')
    expect(history[3].detail).toBe('Llamó de vuelta, tiene cita el lunes')
    for (const entry of history) {
      expect(entry.by).toBe('agent tester')
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false)
    }
  })

  it('flags a second lead with the same phone digits, in any format', async () => {
    const phone = uniquePhone()
    const first = await postLead(phone)
    const formatted = `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`
    const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      nombre: 'Rosa Díaz',
      phone: formatted,
      checkbox: '1',
      seccion: 'Footer Español',
      locale: 'es',
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    const search = await cms(
      baseURL,
      staff.agent,
      `/leads?depth=0&sort=receivedAt&where[phoneDigits][like]=${encodeURIComponent(formatted)}`,
    )
    const { docs } = await search.json()
    expect(docs.map((doc: { id: number }) => doc.id)[0]).toBe(first.id)
    expect(docs).toHaveLength(2)
    expect(docs[0].duplicateOf ?? null).toBeNull()
    expect(docs[1].duplicateOf).toBe(first.id)
  })

  it('keeps history and first contact out of anyone’s hands', async () => {
    const { id } = await postLead(uniquePhone())
    await cms(baseURL, staff.agent, `/leads/${id}`, {
      method: 'PATCH',
      body: {
        firstContactAt: '2020-01-01T00:00:00.000Z',
        history: [{ action: 'note', detail: 'forged', by: 'someone', at: '2020-01-01' }],
        duplicateOf: id,
      },
    })
    const after = await lead(id)
    expect(after.firstContactAt).toBeNull()
    expect(after.history).toEqual([])
    expect(after.duplicateOf ?? null).toBeNull()
  })
})

describe('the lead record is evidence', () => {
  const forged = {
    nombre: 'Otro Nombre',
    phone: '2025550000',
    email: 'otro@example.com',
    mensaje: 'cambiado',
    seccion: 'Otra',
    checkbox: false,
    consentText: 'Texto reescrito',
    locale: 'en',
    pagePath: '/otra',
    source: 'forged',
    ip: '10.0.0.1',
    userAgent: 'forged',
    fechaHora: 'forged',
    receivedAt: '2020-01-01T00:00:00.000Z',
    spam: true,
    social: { agente: 'forged' },
  }

  it.each(['agent', 'admin'] as const)(
    'a %s cannot change what the visitor sent or the consent record',
    async (role) => {
      const stored = await postLead(uniquePhone())
      expect(String(stored.consentText).length).toBeGreaterThan(50)
      const account = role === 'agent' ? staff.agent : admin
      const response = await cms(baseURL, account, `/leads/${stored.id}`, {
        method: 'PATCH',
        body: { ...forged, staffNotes: 'corrected phone: 2025550000' },
      })
      expect(response.status).toBe(200)
      const after = await lead(stored.id)
      for (const key of Object.keys(forged)) expect(after[key], key).toEqual(stored[key])
      expect(after.staffNotes).toBe('corrected phone: 2025550000')
    },
  )

  it('nobody rewrites the consent text: not in bulk, not as an editor or anonymously, not by creating a lead', async () => {
    const stored = await postLead(uniquePhone())
    const forgedConsent = { consentText: 'Texto reescrito', checkbox: false }
    const bulk = await cms(baseURL, admin, `/leads?where[id][equals]=${stored.id}`, {
      method: 'PATCH',
      body: forgedConsent,
    })
    expect(bulk.status).toBe(200)
    const byEditor = await cms(baseURL, staff.editor, `/leads/${stored.id}`, {
      method: 'PATCH',
      body: forgedConsent,
    })
    expect(byEditor.status).toBe(403)
    const anonymous = await fetch(`${baseURL}/cms/api/leads/${stored.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(forgedConsent),
    })
    expect([401, 403]).toContain(anonymous.status)
    const after = await lead(stored.id)
    expect(after.consentText).toBe(stored.consentText)
    expect(after.checkbox).toBe(stored.checkbox)

    for (const account of [admin, staff.agent]) {
      const created = await cms(baseURL, account, '/leads', {
        method: 'POST',
        body: { nombre: 'Inventado', phone: '2025550000', locale: 'es', ...forgedConsent },
      })
      expect(created.status).toBe(403)
    }
  })
})

describe('roles', () => {
  it('an editor cannot read leads, deliveries or call clicks, nor export', async () => {
    for (const path of ['/leads', '/lead-deliveries', '/call-clicks', '/leads/export.csv']) {
      expect((await cms(baseURL, staff.editor, path)).status, path).toBe(403)
    }
  })

  it('an agent reads leads, deliveries and call clicks', async () => {
    for (const path of ['/leads', '/lead-deliveries', '/call-clicks']) {
      expect((await cms(baseURL, staff.agent, path)).status, path).toBe(200)
    }
  })

  it('admins list every staff account, agents the lead workers, editors only their own', async () => {
    const all = await (await cms(baseURL, admin, '/users?limit=100')).json()
    expect(all.totalDocs).toBeGreaterThanOrEqual(3)
    const own = await (await cms(baseURL, staff.editor, '/users?limit=100')).json()
    expect(own.docs.map((user: { id: number }) => user.id)).toEqual([staff.editor.id])
    const workers = await (await cms(baseURL, staff.agent, '/users?limit=100')).json()
    const ids = workers.docs.map((user: { id: number }) => user.id)
    expect(ids).toContain(staff.agent.id)
    expect(ids).not.toContain(staff.editor.id)
  })

  it('the social-media endpoint takes agents and records who logged the lead; editors get 403', async () => {
    const fields = {
      nombre: 'Luis Mora',
      agente: 'General',
      link: 'https://m.me/conversation/2',
      source: 'Instagram',
      tipo: 'inm',
      hora: '1',
    }
    const refused = await new Visitor(baseURL).post(
      '/api/prospecto/socialmedia',
      { ...fields, phone: uniquePhone() },
      'multipart',
      staff.editor.auth,
    )
    expect(refused.status).toBe(403)
    const phone = uniquePhone()
    const accepted = await new Visitor(baseURL).post(
      '/api/prospecto/socialmedia',
      { ...fields, phone },
      'multipart',
      staff.agent.auth,
    )
    expect(await accepted.json()).toMatchObject({ status: 'success' })
    const found = await cms(baseURL, admin, `/leads?where[phone][equals]=${phone}&depth=0`)
    expect((await found.json()).docs[0]).toMatchObject({
      loggedBy: staff.agent.id,
      kind: 'socialmedia',
    })
  })
})

describe('export of exactly the filtered list', () => {
  it('applies the list search and filters to the CSV', async () => {
    const phone = uniquePhone()
    const { id } = await postLead(phone, 'Filtrada Exportable')
    await postLead(uniquePhone(), 'Otra Persona')
    await cms(baseURL, staff.agent, `/leads/${id}`, {
      method: 'PATCH',
      body: { status: 'contacted' },
    })
    const query = new URLSearchParams({
      search: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      'where[status][equals]': 'contacted',
    })
    const response = await fetch(`${baseURL}/cms/api/leads/export.csv?${query}`, {
      headers: staff.agent.auth,
    })
    expect(response.status).toBe(200)
    const lines = (await response.text()).trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('Filtrada Exportable')
    expect(lines[1]).toContain(',contacted,')

    // A search without digits looks in names and e-mails only, not every phone.
    const byName = await fetch(
      `${baseURL}/cms/api/leads/export.csv?${new URLSearchParams({ search: 'Filtrada Exportable' })}`,
      { headers: staff.agent.auth },
    )
    const named = (await byName.text()).trim().split('\n')
    expect(named).toHaveLength(2)
    expect(named[1]).toContain(phone)
  })
})

describe('staff accounts', () => {
  it('refuses passwords shorter than 12 characters', async () => {
    const response = await cms(baseURL, admin, '/users', {
      method: 'POST',
      body: { email: `short-${Date.now()}@firm.test`, password: 'elevenchars', roles: ['agent'] },
    })
    expect(response.status).toBe(400)
    // Said as it is, in the admin's default language (Spanish without Accept-Language).
    expect((await response.json()).errors[0].message).toBe(
      'La contraseña debe tener al menos 12 caracteres.',
    )
    const twelve = await cms(baseURL, admin, '/users', {
      method: 'POST',
      body: { email: `twelve-${Date.now()}@firm.test`, password: 'twelve-chars', roles: ['agent'] },
    })
    expect(twelve.status).toBe(201)
  })

  it('answers a locked account exactly as an unknown e-mail', async () => {
    const locked = await staffAccount(baseURL, sharedServer('staffToken'), 'agent')
    const address = `198.18.1.${Math.floor(Math.random() * 250) + 1}`
    const login = (email: string, password: string) =>
      fetch(`${baseURL}/cms/api/users/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'es',
          // An address of its own: these failures must not count against other tests' logins.
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ email, password }),
      })
    // The same failures for both: whatever locks or limits one must answer the other alike. At
    // once: each refused login takes the 1.5 s floor.
    const nobody = `nobody-${Date.now()}@firm.test`
    await Promise.all(
      Array.from({ length: 6 }, () => [
        login(locked.email, 'wrong-password-123'),
        login(nobody, 'wrong-password-123'),
      ]).flat(),
    )
    const [lockedAnswer, unknown] = await Promise.all([
      login(locked.email, 'a-long-enough-password-1'),
      login(nobody, 'a-long-enough-password-1'),
    ])
    expect(lockedAnswer.status).toBe(unknown.status)
    expect(await lockedAnswer.json()).toEqual(await unknown.json())
  })
})
