import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaffServer, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'
import { SmtpSink, waitFor } from '../support/sinks'

const smtp = new SmtpSink()
let server: RunningServer
let staff: Staff
// A local origin (a public one needs PAYLOAD_SECRET); the reset link must start with it.
const siteUrl = 'http://localhost:3999'

beforeAll(async () => {
  await smtp.start()
  ;({ server, staff } = await startStaffServer('password-reset', {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Intake <intake@firm.test>',
    SITE_URL: siteUrl,
  }))
})

afterAll(async () => {
  await server?.stop()
  await smtp.stop()
})

/** The message's body with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))

describe('staff password reset (defect 5)', () => {
  it('e-mails a link that resets the password', async () => {
    const email = `reset-${Date.now()}@firm.test`
    const created = await fetch(`${server.url}/cms/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${staff.token}` },
      body: JSON.stringify({ email, password: 'an-old-long-password', roles: ['agent'] }),
    })
    expect(created.status).toBe(201)
    const forgot = await fetch(`${server.url}/cms/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(forgot.status).toBe(200)
    const mail = await waitFor(() => smtp.messages.find((message) => message.to.includes(email)))
    const body = decoded(mail.raw)
    expect(body).toMatch(/^From: .*intake@firm\.test/m)
    const link = new RegExp(`${siteUrl}/admin/reset/([\\w-]+)`).exec(body)
    expect(link).not.toBeNull()
    // The link's page answers, and its token sets the new password.
    const page = await fetch(`${server.url}/admin/reset/${link![1]}`)
    expect(page.status).toBe(200)
    const reset = await fetch(`${server.url}/cms/api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link![1], password: 'a-brand-new-password' }),
    })
    expect(reset.status).toBe(200)
    const login = await fetch(`${server.url}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-brand-new-password' }),
    })
    expect(login.status).toBe(200)
  })
})
