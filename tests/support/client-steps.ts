import { expect } from 'vitest'
import { runSql } from './sql'
import { cms } from './staff-accounts'

// A lead's steps on the client path written straight into the run's database (SQLite or
// PostgreSQL): booking, answering and signing have tests of their own; reports only count them.
const now = () => new Date().toISOString()
type Account = { auth: { authorization: string } }

/** A call booked for the lead, three days ahead, with `agent`. */
export async function booked(databaseUrl: string, leadId: number, agent: number) {
  const start = new Date(Date.now() + 3 * 86_400_000)
  await runSql(
    databaseUrl,
    `INSERT INTO bookings (lead_id, agent_id, start, "end", status, time_zone, locale, updated_at, created_at)
     VALUES (?, ?, ?, ?, 'booked', 'America/New_York', 'es', ?, ?)`,
    [
      leadId,
      agent,
      start.toISOString(),
      new Date(start.getTime() + 1_800_000).toISOString(),
      now(),
      now(),
    ],
  )
}

/** A questionnaire the lead submitted (the first one of the site). */
export async function questionnaireDone(
  baseURL: string,
  admin: Account,
  databaseUrl: string,
  leadId: number,
) {
  const list = await cms(baseURL, admin, '/questionnaires?limit=1&depth=0')
  const [questionnaire] = ((await list.json()) as { docs: { id: number }[] }).docs
  await runSql(
    databaseUrl,
    `INSERT INTO questionnaire_answers (lead_id, questionnaire_id, version, submitted_at, updated_at, created_at)
     VALUES (?, ?, 1, ?, ?, ?)`,
    [leadId, questionnaire.id, now(), now(), now()],
  )
}

/**
 * A letter the client signed (the signing itself is engagements.test.ts's), and its fee paid;
 * the letter's id.
 */
export async function signedAndPaid(
  baseURL: string,
  admin: Account,
  databaseUrl: string,
  leadId: number,
  feeCents?: number,
): Promise<number> {
  const templates = await cms(baseURL, admin, '/engagement-templates?limit=1&depth=0')
  const [template] = ((await templates.json()) as { docs: { id: number }[] }).docs
  const created = await cms(baseURL, admin, '/engagements', {
    method: 'POST',
    body: { lead: leadId, template: template.id, feeCents: feeCents ?? 0, status: 'draft' },
  })
  expect(created.status).toBe(201)
  const letter = ((await created.json()) as { doc: { id: number } }).doc
  await runSql(databaseUrl, 'UPDATE engagements SET evidence_signed_at = ? WHERE id = ?', [
    now(),
    letter.id,
  ])
  if (feeCents === undefined) return letter.id
  await runSql(
    databaseUrl,
    `INSERT INTO payments (lead_id, engagement, kind, amount_cents, currency, status, checkout_session, paid_at, updated_at, created_at)
     VALUES (?, ?, 'earned', ?, 'usd', 'paid', ?, ?, ?, ?)`,
    [leadId, String(letter.id), feeCents, `cs_steps_${Date.now()}_${leadId}`, now(), now(), now()],
  )
  return letter.id
}

/**
 * A signed letter made void, its signature kept. Staff cannot void a signed letter through the
 * admin (transitions.ts), so the row is written as a restore, an import or a later change of
 * those moves would leave it: the figures must still not count it as signed.
 */
export async function voided(databaseUrl: string, letterId: number) {
  await runSql(databaseUrl, "UPDATE engagements SET status = 'void', voided_at = ? WHERE id = ?", [
    now(),
    letterId,
  ])
}

/** The lead retained by the admin (a parole matter, the site's first attorney). */
export async function retained(baseURL: string, admin: Account, leadId: number) {
  const attorneys = await cms(baseURL, admin, '/attorneys?limit=1&depth=0')
  const [attorney] = ((await attorneys.json()) as { docs: { id: number }[] }).docs
  const response = await cms(baseURL, admin, `/leads/${leadId}`, {
    method: 'PATCH',
    body: { status: 'retained', matterType: 'parole', responsibleAttorney: attorney.id },
  })
  expect(response.status).toBe(200)
}
