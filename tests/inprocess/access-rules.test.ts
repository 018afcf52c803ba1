import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstAdmin } from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { runSql } from '../support/sql'

// Issue 33: who may write each field of a staff account, and what each role may do to a lead,
// through Payload's Local API with the access rules applied (overrideAccess: false) and a session
// user of each role, read back from the database. STAFF_TWO_FACTOR=required (a real install's
// default): a session holds its roles once its `sid` passed the second factor. The same rules
// through real PATCH requests (and a real login's session): tests/integration/staff-account-holes.
const site = inProcessPayload({ STAFF_TWO_FACTOR: 'required' })
const password = 'a-long-enough-password-1'

type Actor = 'admin' | 'agentOwn' | 'editorOwn' | 'passwordOnly' | 'anonymous'
const actorNames: Actor[] = ['admin', 'agentOwn', 'editorOwn', 'passwordOnly', 'anonymous']

/** A session's user as Payload's JWT strategy loads it: the account, its `sid` and the marks. */
type SessionUser = Record<string, unknown> & { id: number }

/** One actor's write: the account it writes, its session (none: anonymous), its password. */
type Seat = { target: number; user?: SessionUser; password: string }
const seats = {} as Record<Actor, Seat>
let sessions: {
  admin: SessionUser
  agent: SessionUser
  editor: SessionUser
  passwordOnly: SessionUser
}

type Stored = Record<string, unknown>
type FieldCase = {
  /** The field as the API names it. */
  field: string
  /** What it changes in the database (`Stored` key): its column, table or effect. */
  stored: string
  value: (now: Stored, n: number) => unknown
  writers: Actor[]
}

const own: Actor[] = ['admin', 'agentOwn', 'editorOwn']
const future = () => new Date(Date.now() + 86_400_000).toISOString()
const toggle = (list: unknown, item: string) => {
  const values = (list as string[]) ?? []
  return values.includes(item) ? values.filter((value) => value !== item) : [...values, item]
}

/** Every stored field of `users` (its columns and hasMany tables) and the virtual ones with an effect. */
const cases: FieldCase[] = [
  { field: 'name', stored: 'name', value: (_, n) => `Name ${n}`, writers: own },
  { field: 'mobile', stored: 'mobile', value: (_, n) => `+1305555${1000 + n}`, writers: own },
  {
    field: 'alertLanguage',
    stored: 'alert_language',
    value: (now) => (now.alert_language === 'en' ? 'es' : 'en'),
    writers: own,
  },
  {
    field: 'alertChannels',
    stored: 'users_alert_channels',
    value: (now) => toggle(now.users_alert_channels, 'sms'),
    writers: own,
  },
  {
    field: 'roles',
    stored: 'users_roles',
    value: (now) => toggle(now.users_roles, 'admin'),
    writers: ['admin'],
  },
  {
    field: 'twoFactorRequired',
    stored: 'two_factor_required',
    value: (now) => !now.two_factor_required,
    writers: ['admin'],
  },
  {
    field: 'twoFactorEnabledAt',
    stored: 'two_factor_enabled_at',
    value: () => '2001-01-01T00:00:00.000Z',
    writers: [],
  },
  {
    field: 'twoFactorSecret',
    stored: 'two_factor_secret',
    value: () => 'JBSWY3DPEHPK3PXP',
    writers: [],
  },
  {
    field: 'twoFactorPendingSecret',
    stored: 'two_factor_pending_secret',
    value: () => 'JBSWY3DPEHPK3PXP',
    writers: [],
  },
  {
    field: 'twoFactorRecoveryCodes',
    stored: 'two_factor_recovery_codes',
    value: () => ['0'.repeat(64)],
    writers: [],
  },
  { field: 'twoFactorLastStep', stored: 'two_factor_last_step', value: () => 1, writers: [] },
  {
    field: 'twoFactorSessions',
    stored: 'two_factor_sessions',
    value: () => ['forged-session'],
    writers: [],
  },
  { field: 'calendarFeedVersion', stored: 'calendar_feed_version', value: () => 99, writers: [] },
  {
    field: 'newCalendarFeed',
    stored: 'calendar_feed_version',
    value: () => true,
    writers: ['admin', 'agentOwn'],
  },
  {
    field: 'resetPasswordToken',
    stored: 'reset_password_token',
    value: () => 'forged',
    writers: [],
  },
  {
    field: 'resetPasswordExpiration',
    stored: 'reset_password_expiration',
    value: future,
    writers: [],
  },
  {
    field: 'resetPasswordRequestedAt',
    stored: 'reset_password_requested_at',
    value: future,
    writers: [],
  },
  { field: 'salt', stored: 'salt', value: () => 'aa', writers: [] },
  { field: 'hash', stored: 'hash', value: () => 'bb', writers: [] },
  { field: 'loginAttempts', stored: 'login_attempts', value: () => 3, writers: [] },
  { field: 'lockUntil', stored: 'lock_until', value: future, writers: [] },
  {
    field: 'sessions',
    stored: 'users_sessions',
    value: () => [{ id: 'forged-sid', expiresAt: future() }],
    writers: [],
  },
  {
    field: 'createdAt',
    stored: 'created_at',
    value: () => '2001-01-01T00:00:00.000Z',
    writers: [],
  },
  {
    field: 'email',
    stored: 'email',
    value: (_, n) => `changed-${n}-${Date.now()}@firm.test`,
    writers: own,
  },
  {
    field: 'password',
    stored: 'hash',
    value: (_, n) => `a-new-strong-password-${n}-qz`,
    writers: own,
  },
  // Last: it clears the target's second factor.
  {
    field: 'resetTwoFactor',
    stored: 'two_factor_enabled_at',
    value: () => true,
    writers: ['admin'],
  },
]

/** Virtual fields that store nothing of their own (read-only or checked and dropped). */
const virtualOnly = ['currentPassword', 'calendarFeedUrl']
/** Kept by Payload on every write, not by anyone's request. */
const bookkeeping = ['id', 'updated_at']

const sqlite = () => site.databaseUrl.startsWith('file:')

async function storedAccount(id: number): Promise<Stored> {
  const [row] = await runSql(site.databaseUrl, 'SELECT * FROM users WHERE id = ?', [id])
  // The hasMany tables in one statement (each statement is a connection of its own).
  const items = await runSql(
    site.databaseUrl,
    `SELECT 'users_roles' AS list, CAST(value AS TEXT) AS item FROM users_roles WHERE parent_id = ?
     UNION ALL SELECT 'users_alert_channels', CAST(value AS TEXT) FROM users_alert_channels WHERE parent_id = ?
     UNION ALL SELECT 'users_sessions', CAST(id AS TEXT) FROM users_sessions WHERE _parent_id = ?`,
    [id, id, id],
  )
  const list = (name: string) =>
    items
      .filter((item) => item.list === name)
      .map((item) => String(item.item))
      .sort()
  return {
    ...row,
    users_roles: list('users_roles'),
    users_alert_channels: list('users_alert_channels'),
    users_sessions: list('users_sessions'),
  }
}

async function columnsOfUsers(): Promise<string[]> {
  const rows = sqlite()
    ? await runSql(site.databaseUrl, "SELECT name FROM pragma_table_info('users')")
    : await runSql(
        site.databaseUrl,
        "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'users' AND table_schema = 'public'",
      )
  return rows.map((row) => String(row.name))
}

let sidCount = 0

/**
 * The session's user as Payload's JWT strategy hands it to access rules: the stored account
 * (access not applied), `collection`, `_strategy` and the token's `sid`. A session that passed
 * the second factor has its `sid` on the account's `twoFactorSessions`, stored as the verify
 * endpoint stores it.
 */
async function sessionOf(payload: Payload, id: number, passed: boolean): Promise<SessionUser> {
  const sid = `sid-${++sidCount}`
  const account = await payload.findByID({ collection: 'users', id, depth: 0 })
  const marks = Array.isArray(account.twoFactorSessions) ? account.twoFactorSessions : []
  if (passed) {
    await payload.db.updateOne({
      collection: 'users',
      id,
      data: { twoFactorSessions: [...marks, sid], twoFactorEnabledAt: new Date().toISOString() },
    })
  }
  const loaded = await payload.findByID({ collection: 'users', id, depth: 0 })
  return { ...loaded, collection: 'users', _strategy: 'local-jwt', _sid: sid } as SessionUser
}

async function newAccount(payload: Payload, role: 'agent' | 'editor') {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@firm.test`
  const created = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role] },
  })
  return created.id as number
}

beforeAll(async () => {
  const { payload } = site
  const first = await firstAdmin(payload)
  const colleague = await newAccount(payload, 'agent')
  const agent = await newAccount(payload, 'agent')
  const editor = await newAccount(payload, 'editor')
  const enrolled = await newAccount(payload, 'agent')
  const stranger = await newAccount(payload, 'agent')
  // The targets have enrolled (the reset's effect shows on them); the editor needs no second factor.
  for (const id of [colleague, stranger]) await sessionOf(payload, id, true)
  sessions = {
    admin: await sessionOf(payload, first.id, true),
    agent: await sessionOf(payload, agent, true),
    editor: await sessionOf(payload, editor, false),
    passwordOnly: await sessionOf(payload, enrolled, false),
  }
  // The enrolled agent has passed the second factor in another session, not in this one.
  await sessionOf(payload, enrolled, true)
  seats.admin = { target: colleague, user: sessions.admin, password }
  seats.agentOwn = { target: agent, user: sessions.agent, password }
  seats.editorOwn = { target: editor, user: sessions.editor, password }
  seats.passwordOnly = { target: enrolled, user: sessions.passwordOnly, password }
  seats.anonymous = { target: stranger, password }
})

describe('who may write each field of a staff account (issue 33)', () => {
  it('lists every stored field of users', async () => {
    const listed = new Set([...cases.map((item) => item.stored), ...bookkeeping])
    const columns = await columnsOfUsers()
    expect(columns.length).toBeGreaterThan(bookkeeping.length)
    expect(columns.filter((column) => !listed.has(column))).toEqual([])
    for (const name of virtualOnly) expect(columns).not.toContain(name)
  })

  it('lets each role write exactly its fields, through the Local API with access applied', async () => {
    const { payload } = site
    const written: Record<string, Actor[]> = {}
    const expected: Record<string, Actor[]> = {}
    // What each target holds after the last write (nothing else writes it meanwhile).
    const last = new Map<number, Stored>()
    let n = 0
    for (const item of cases) {
      written[item.field] = []
      expected[item.field] = item.writers
      for (const actor of actorNames) {
        n += 1
        const seat = seats[actor]
        const before = last.get(seat.target) ?? (await storedAccount(seat.target))
        const value = item.value(before, n)
        const data: Record<string, unknown> = { [item.field]: value }
        // An own e-mail or password change carries the current password (the form asks it).
        if (actor !== 'admin') data.currentPassword = seat.password
        let refused: unknown
        try {
          await payload.update({
            collection: 'users',
            id: seat.target,
            data,
            user: seat.user,
            overrideAccess: false,
            depth: 0,
          })
        } catch (error) {
          refused = error
        }
        const after = await storedAccount(seat.target)
        last.set(seat.target, after)
        const changed = JSON.stringify(before[item.stored]) !== JSON.stringify(after[item.stored])
        if (changed) written[item.field].push(actor)
        // Only a writer's request succeeds at all when it changes something.
        if (changed) expect(refused, `${item.field} by ${actor}`).toBeUndefined()
        if (changed && item.field === 'password') seat.password = value as string
      }
    }
    expect(written).toEqual(expected)
  }, 120_000)

  it('refuses the whole write of a session that may not change the account', async () => {
    const { payload } = site
    const attempts: [Actor, SessionUser | undefined, number][] = [
      // Another's account: only an admin changes it.
      ['agentOwn', sessions.agent, seats.admin.target],
      ['editorOwn', sessions.editor, seats.agentOwn.target],
      // Its own, with a password-only session.
      ['passwordOnly', sessions.passwordOnly, seats.passwordOnly.target],
      ['anonymous', undefined, seats.anonymous.target],
    ]
    for (const [actor, user, target] of attempts) {
      const before = await storedAccount(target)
      await expect(
        payload.update({
          collection: 'users',
          id: target,
          data: { name: `Forged by ${actor}` },
          user,
          overrideAccess: false,
        }),
        actor,
      ).rejects.toMatchObject({ status: 403 })
      expect((await storedAccount(target)).name, actor).toBe(before.name)
    }
  })

  it('lets only an admin create or delete an account; agents read lead workers, editors themselves', async () => {
    const { payload } = site
    const data = { email: `new-${Date.now()}@firm.test`, password, roles: ['agent' as const] }
    for (const user of [sessions.agent, sessions.editor, sessions.passwordOnly, undefined]) {
      await expect(
        payload.create({ collection: 'users', data, user, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
    }
    const created = await payload.create({
      collection: 'users',
      data,
      user: sessions.admin,
      overrideAccess: false,
    })
    for (const user of [sessions.agent, sessions.editor, sessions.passwordOnly]) {
      await expect(
        payload.delete({ collection: 'users', id: created.id, user, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
    }
    const readable = async (user?: SessionUser) =>
      (
        await payload.find({
          collection: 'users',
          user,
          overrideAccess: false,
          depth: 0,
          pagination: false,
          sort: 'id',
        })
      ).docs.map((doc) => doc.id)
    const everyone = await readable(sessions.admin)
    expect(everyone).toContain(created.id)
    expect(everyone).toContain(seats.editorOwn.target)
    // Agents read the lead workers' accounts (to hand a lead over), not the editors'.
    const byAgent = await readable(sessions.agent)
    expect(byAgent).toContain(seats.admin.target)
    expect(byAgent).not.toContain(seats.editorOwn.target)
    expect(await readable(sessions.editor)).toEqual([seats.editorOwn.target])
    // A password-only session reads its own account and nobody else's.
    expect(await readable(sessions.passwordOnly)).toEqual([seats.passwordOnly.target])
    await expect(readable(undefined)).rejects.toMatchObject({ status: 403 })
    await payload.delete({
      collection: 'users',
      id: created.id,
      user: sessions.admin,
      overrideAccess: false,
    })
    expect(await readable(sessions.admin)).not.toContain(created.id)
  })
})

describe('what each role may do to a lead', () => {
  let lead: number

  /** A lead's row but what a staff write changes: its notes and Payload's `updated_at`. */
  const withoutNotes = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).filter(([column]) => !['staff_notes', 'updated_at'].includes(column)),
    )

  const storedLead = async (id: number) => {
    const [row] = await runSql(site.databaseUrl, 'SELECT * FROM leads WHERE id = ?', [id])
    return row
  }

  beforeAll(async () => {
    // A lead as the site stores it (only the site's code creates leads: no role may).
    const created = await site.payload.create({
      collection: 'leads',
      data: {
        nombre: 'Rosa Elena Paredes',
        phone: '+13055550142',
        email: 'rosa@example.com',
        mensaje: 'Quiero saber del parole',
        seccion: 'Contacto Español',
        status: 'new',
        kind: 'general',
        locale: 'es',
        checkbox: true,
        receivedAt: new Date().toISOString(),
      },
    })
    lead = created.id
  })

  it('lets agents and admins read and work leads; editors and password-only sessions nothing', async () => {
    const { payload } = site
    const byId = { id: { equals: lead } } satisfies Where
    for (const user of [sessions.admin, sessions.agent]) {
      const { docs } = await payload.find({
        collection: 'leads',
        where: byId,
        user,
        overrideAccess: false,
      })
      expect(docs.map((doc) => doc.nombre)).toEqual(['Rosa Elena Paredes'])
    }
    for (const user of [sessions.editor, sessions.passwordOnly, undefined]) {
      await expect(
        payload.find({ collection: 'leads', where: byId, user, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.update({
          collection: 'leads',
          id: lead,
          data: { status: 'not-qualified' },
          user,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect((await storedLead(lead)).status).toBe('new')
    const worked = await payload.update({
      collection: 'leads',
      id: lead,
      data: { status: 'contacted', staffNotes: 'Llamó ayer' },
      user: sessions.agent,
      overrideAccess: false,
    })
    expect(worked.status).toBe('contacted')
    expect(await storedLead(lead)).toMatchObject({ status: 'contacted', staff_notes: 'Llamó ayer' })
  })

  it('keeps what the visitor sent and the system fields from every role', async () => {
    const { payload } = site
    const before = await storedLead(lead)
    const forged = {
      nombre: 'Forged',
      phone: '+13055550000',
      email: 'forged@example.com',
      mensaje: 'forged',
      seccion: 'forged',
      locale: 'en' as const,
      checkbox: false,
      receivedAt: '2001-01-01T00:00:00.000Z',
      ip: '10.0.0.1',
      spam: true,
      deliveryStatus: 'delivered' as const,
      duplicateOf: lead,
      firstContactAt: '2001-01-01T00:00:00.000Z',
    }
    for (const user of [sessions.admin, sessions.agent]) {
      await payload.update({
        collection: 'leads',
        id: lead,
        data: { ...forged, staffNotes: `Notes of ${user.id}` },
        user,
        overrideAccess: false,
      })
      const after = await storedLead(lead)
      // The write went through (its notes), none of the forged values did.
      expect(after.staff_notes).toBe(`Notes of ${user.id}`)
      expect(withoutNotes(after)).toEqual(withoutNotes(before))
    }
  })

  it('lets nobody create a lead, and only an admin delete one', async () => {
    const { payload } = site
    const data = {
      nombre: 'Forged',
      phone: '+13055550001',
      status: 'new' as const,
      kind: 'general' as const,
      locale: 'es' as const,
      receivedAt: new Date().toISOString(),
    }
    for (const user of [sessions.admin, sessions.agent, sessions.editor, undefined]) {
      await expect(
        payload.create({ collection: 'leads', data, user, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
    }
    for (const user of [sessions.agent, sessions.editor, sessions.passwordOnly]) {
      await expect(
        payload.delete({ collection: 'leads', id: lead, user, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect(await storedLead(lead)).toBeDefined()
    await payload.delete({
      collection: 'leads',
      id: lead,
      user: sessions.admin,
      overrideAccess: false,
    })
    expect(await storedLead(lead)).toBeUndefined()
  })
})
