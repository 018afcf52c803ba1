import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { firstStaffToken } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { runSql } from '../support/sql'
import { enrol, passwordLogin } from '../support/two-factor'

// Issue 33: who may write each field of a staff account, by real PATCH requests, read back from
// the database. STAFF_TWO_FACTOR=required (a real install's default).
let server: RunningServer
let databaseUrl: string
let adminToken = ''
const password = 'a-long-enough-password-1'

type Actor = 'admin' | 'agentOwn' | 'editorOwn' | 'passwordOnly' | 'anonymous'
const actors: Record<Actor, string> = {
  admin: "an admin past the second factor, on a colleague's account",
  agentOwn: 'an agent past the second factor, on its own account',
  editorOwn: 'an editor (needs no second factor), on its own account',
  passwordOnly: 'an enrolled agent with a password-only session, on its own account',
  anonymous: 'nobody signed in',
}

/** One actor's request: the account it writes, its token, and its password (for own changes). */
type Seat = { target: number; token?: string; password: string }
const seats = {} as Record<Actor, Seat>

type Stored = Record<string, unknown>
type FieldCase = {
  /** The field as the REST API names it. */
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

async function storedAccount(id: number): Promise<Stored> {
  const [row] = await runSql(databaseUrl, 'SELECT * FROM users WHERE id = ?', [id])
  const list = async (table: string, parent: string, column: string) =>
    (await runSql(databaseUrl, `SELECT * FROM ${table} WHERE ${parent} = ?`, [id]))
      .map((item) => String(item[column]))
      .sort()
  return {
    ...row,
    users_roles: await list('users_roles', 'parent_id', 'value'),
    users_alert_channels: await list('users_alert_channels', 'parent_id', 'value'),
    users_sessions: await list('users_sessions', '_parent_id', 'id'),
  }
}

async function columnsOfUsers(): Promise<string[]> {
  const rows = databaseUrl.startsWith('file:')
    ? await runSql(databaseUrl, "SELECT name FROM pragma_table_info('users')")
    : await runSql(
        databaseUrl,
        "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'users' AND table_schema = 'public'",
      )
  return rows.map((row) => String(row.name))
}

async function newAccount(role: 'agent' | 'editor') {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@firm.test`
  const created = await fetch(`${server.url}/cms/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ email, password, roles: [role] }),
  })
  expect(created.status).toBe(201)
  const id = (await created.json()).doc.id as number
  return { id, token: (await passwordLogin(server.url, email, password)).token, email }
}

beforeAll(async () => {
  databaseUrl = await freshDatabase('staff-account-fields')
  server = await startServer({
    DATABASE_URL: databaseUrl,
    STAFF_TWO_FACTOR: 'required',
    SITE_URL: 'http://localhost:3000',
    TRUST_PROXY: '1',
  })
  adminToken = await firstStaffToken(server.url)
  await enrol(server.url, adminToken)
  const colleague = await newAccount('agent')
  await enrol(server.url, colleague.token)
  seats.admin = { target: colleague.id, token: adminToken, password }
  const agent = await newAccount('agent')
  await enrol(server.url, agent.token)
  seats.agentOwn = { target: agent.id, token: agent.token, password }
  const editor = await newAccount('editor')
  seats.editorOwn = { target: editor.id, token: editor.token, password }
  const enrolled = await newAccount('agent')
  await enrol(server.url, enrolled.token)
  const passwordOnly = await passwordLogin(server.url, enrolled.email, password)
  seats.passwordOnly = { target: enrolled.id, token: passwordOnly.token, password }
  const stranger = await newAccount('agent')
  seats.anonymous = { target: stranger.id, password }
}, 240_000)

afterAll(async () => {
  await server?.stop()
})

describe('who may write each field of a staff account (issue 33)', () => {
  it('lists every stored field of users', async () => {
    const listed = new Set([...cases.map((item) => item.stored), ...bookkeeping])
    const columns = await columnsOfUsers()
    expect(columns.filter((column) => !listed.has(column))).toEqual([])
    for (const name of virtualOnly) expect(columns).not.toContain(name)
  })

  it('lets each role write exactly its fields, through real PATCH requests', async () => {
    const written: Record<string, Actor[]> = {}
    const expected: Record<string, Actor[]> = {}
    let n = 0
    for (const item of cases) {
      written[item.field] = []
      expected[item.field] = item.writers
      for (const actor of Object.keys(actors) as Actor[]) {
        n += 1
        const seat = seats[actor]
        const before = await storedAccount(seat.target)
        const value = item.value(before, n)
        const body: Record<string, unknown> = { [item.field]: value }
        // An own e-mail or password change carries the current password (the form asks it).
        if (actor !== 'admin') body.currentPassword = seat.password
        const response = await fetch(`${server.url}/cms/api/users/${seat.target}`, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            ...(seat.token ? { authorization: `JWT ${seat.token}` } : {}),
          },
          body: JSON.stringify(body),
        })
        await response.arrayBuffer()
        const after = await storedAccount(seat.target)
        const changed = JSON.stringify(before[item.stored]) !== JSON.stringify(after[item.stored])
        if (changed) written[item.field].push(actor)
        // Only a writer's request succeeds at all when it changes something.
        if (changed) expect(response.status, `${item.field} by ${actor}`).toBe(200)
        if (changed && item.field === 'password') seat.password = value as string
      }
    }
    expect(written).toEqual(expected)
  }, 240_000)
})
