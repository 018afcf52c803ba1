import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Payload, PayloadRequest, Where } from 'payload'
import { recordAudit, type AuditEvent } from '@/features/audit/record'
import { backgroundJob } from '@/lib/background-job'
import { drizzleOf } from '../drizzle-access'

const day = 24 * 60 * 60_000
/** A claimed run that has not finished after this long died with its instance. */
const staleClaimMs = 60 * 60_000
const anonymized = 'anonymized'

/** Deletes leads with their texts (deliveries go with the lead: delete-deliveries.ts). */
async function deleteLeads(payload: Payload, ids: (number | string)[], req?: PayloadRequest) {
  if (!ids.length) return { texts: 0 }
  const texts = await payload.delete({
    collection: 'lead-texts',
    where: { lead: { in: ids } },
    overrideAccess: true,
    req,
  })
  for (const id of ids) await payload.delete({ collection: 'leads', id, overrideAccess: true, req })
  return { texts: texts.docs.length }
}

async function idsOf(payload: Payload, where: Where) {
  const { docs } = await payload.find({
    collection: 'leads',
    where,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { receivedAt: true },
    overrideAccess: true,
  })
  return docs.map((lead) => lead.id)
}

function monthsBefore(now: Date, months: number) {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

/**
 * One retention pass at `now`: spam older than the setting is deleted; not-qualified leads
 * older than theirs are anonymized (the one rewrite of a lead allowed: a legal retention, on
 * record in the audit trail); retained leads are never touched.
 */
export async function applyRetention(payload: Payload, now: Date, trigger: AuditEvent['user']) {
  const settings = await payload.findGlobal({ slug: 'retention-settings', overrideAccess: true })
  const spamDays = settings.spamDays ?? 30
  const notQualifiedMonths = settings.notQualifiedMonths ?? 24
  const spamBefore = new Date(now.getTime() - spamDays * day).toISOString()
  const spam = await idsOf(payload, {
    and: [
      { or: [{ spam: { equals: true } }, { status: { equals: 'spam' } }] },
      { receivedAt: { less_than: spamBefore } },
    ],
  })
  await deleteLeads(payload, spam)
  const stale = await idsOf(payload, {
    and: [
      { status: { equals: 'not-qualified' } },
      { receivedAt: { less_than: monthsBefore(now, notQualifiedMonths).toISOString() } },
      { nombre: { not_equals: anonymized } },
    ],
  })
  if (stale.length) {
    // Their texts hold the phone number and the words sent: they go too.
    await payload.delete({
      collection: 'lead-texts',
      where: { lead: { in: stale } },
      overrideAccess: true,
    })
    const { drizzle, leads, history } = drizzleOf(payload)
    // Notes and calls are typed by staff and may repeat what the person told them (a merge names
    // the other lead); status and assignment entries are kept so the lead's path still counts.
    await drizzle
      .update(history)
      .set({ detail: anonymized })
      .where(
        and(inArray(history._parentID, stale), inArray(history.action, ['note', 'call', 'merge'])),
      )
    for (const id of stale) {
      await drizzle
        .update(leads)
        .set({
          nombre: anonymized,
          nameFolded: anonymized,
          phone: anonymized,
          phoneDigits: null,
          email: null,
          mensaje: null,
          ip: null,
          userAgent: null,
          referrer_nombre: null,
          referrer_telefono: null,
        })
        .where(eq(leads.id, id))
    }
  }
  const result = { spamDeleted: spam.length, anonymized: stale.length }
  await recordAudit(payload, {
    action: 'retention',
    user: trigger,
    details: { ...result, spamDays, notQualifiedMonths, at: now.toISOString() },
  })
  return result
}

/**
 * Claims the run named `key` for this instance: the UNIQUE key lets one insert win across
 * instances; a claim left unfinished for an hour is taken over with a conditional update.
 */
async function claimRun(payload: Payload, key: string, now: Date): Promise<boolean> {
  const db = payload.db as unknown as { drizzle: any; tables: Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
  const runs = db.tables.retention_runs
  const claimedAt = now.toISOString()
  try {
    await db.drizzle.insert(runs).values({ key, claimedAt })
    return true
  } catch {
    const taken = await db.drizzle
      .update(runs)
      .set({ claimedAt })
      .where(
        and(
          eq(runs.key, key),
          isNull(runs.finishedAt),
          lt(runs.claimedAt, new Date(now.getTime() - staleClaimMs).toISOString()),
        ),
      )
      .returning({ id: runs.id })
    return taken.length === 1
  }
}

async function finishRun(payload: Payload, key: string, result: object) {
  await payload.update({
    collection: 'retention-runs',
    where: { key: { equals: key } },
    data: { ...result, finishedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}

/** A run under `key` (today's day for the daily run): at most once across instances. */
export async function runRetentionOnce(
  payload: Payload,
  key: string,
  now = new Date(),
  trigger: AuditEvent['user'] = null,
) {
  if (!(await claimRun(payload, key, now))) return null
  const result = await applyRetention(payload, now, trigger)
  await finishRun(payload, key, result)
  return result
}

const retentionJob = backgroundJob(
  'leadRetention',
  async (payload: Payload) => {
    const now = new Date()
    await runRetentionOnce(payload, now.toISOString().slice(0, 10), now)
  },
  {
    rerun: false,
    onError: (payload, error) => payload.logger.error({ err: error, msg: 'Retention run failed' }),
  },
)

/** Checks every hour whether today's run is done; the first instance to see it undone runs it. */
export function startRetentionWorker(payload: Payload) {
  retentionJob.start(payload, 60 * 60_000)
}

/**
 * "Forget this person" (a deletion request): the lead, the person's other leads (same phone
 * digits or e-mail), their texts and deliveries are deleted, on record in the audit trail.
 */
export async function forgetPerson(req: PayloadRequest, id: number | string) {
  const lead = await req.payload.findByID({
    collection: 'leads',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!lead) return null
  const same: Where[] = [{ id: { equals: lead.id } }]
  if (lead.phoneDigits) same.push({ phoneDigits: { equals: lead.phoneDigits } })
  if (lead.email) same.push({ email: { equals: lead.email } })
  const ids = await idsOf(req.payload, { or: same })
  const { texts } = await deleteLeads(req.payload, ids)
  return { leads: ids, texts }
}
