import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Payload, PayloadRequest, Where } from 'payload'
import { recordAudit, type AuditEvent } from '@/features/audit'
import { backgroundJob } from '@/lib/background-job'
import { rawDatabase } from '@/lib/payload/raw-database'
import { anonymizeLead, anonymized, removeLeads } from './lead-erasure'

const day = 24 * 60 * 60_000
/** A claimed run that has not finished after this long died with its instance. */
const staleClaimMs = 60 * 60_000

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

type Failure = { lead: number; step: 'delete' | 'anonymize'; error: string }

/** The database's own words: Drizzle wraps them ("Failed query: …") in the error's `cause`. */
const errorText = (error: unknown): string => {
  const cause = (error as { cause?: unknown })?.cause
  if (cause instanceof Error) return cause.message
  return error instanceof Error ? error.message : String(error)
}

/**
 * Applies `step` to each lead on its own: a lead that fails is reported (log, run record, audit)
 * and the run goes on with the next, so one bad row never stops a day's retention.
 */
async function eachLead(
  payload: Payload,
  ids: number[],
  step: Failure['step'],
  apply: (id: number) => Promise<unknown>,
  failures: Failure[],
) {
  let done = 0
  for (const id of ids) {
    try {
      await apply(id)
      done += 1
    } catch (error) {
      failures.push({ lead: id, step, error: errorText(error).slice(0, 300) })
      payload.logger.error({ err: error, lead: id, msg: `Retention: ${step} failed` })
    }
  }
  return done
}

/**
 * One retention pass at `now`: spam older than the setting is deleted; not-qualified leads
 * older than theirs are anonymized (the one rewrite of a lead allowed: a legal retention, on
 * record in the audit trail; lead-erasure.ts lists what is cleared and kept); retained leads
 * are never touched.
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
  const failures: Failure[] = []
  const spamDeleted = await eachLead(
    payload,
    spam,
    'delete',
    (id) => removeLeads(payload, [id]),
    failures,
  )
  const stale = await idsOf(payload, {
    and: [
      { status: { equals: 'not-qualified' } },
      { receivedAt: { less_than: monthsBefore(now, notQualifiedMonths).toISOString() } },
      { nombre: { not_equals: anonymized } },
    ],
  })
  const anonymizedCount = await eachLead(
    payload,
    stale,
    'anonymize',
    (id) => anonymizeLead(payload, id),
    failures,
  )
  const result = { spamDeleted, anonymized: anonymizedCount, failed: failures.length }
  await recordAudit(payload, {
    action: 'retention',
    user: trigger,
    details: { ...result, failures, spamDays, notQualifiedMonths, at: now.toISOString() },
  })
  return { ...result, failures }
}

/**
 * Claims the run named `key` for this instance: the UNIQUE key lets one insert win across
 * instances; a claim left unfinished for an hour is taken over with a conditional update.
 */
async function claimRun(payload: Payload, key: string, now: Date): Promise<boolean> {
  const { drizzle, tables } = rawDatabase(payload)
  const runs = tables.retention_runs
  const claimedAt = now.toISOString()
  try {
    await drizzle.insert(runs).values({ key, claimedAt })
    return true
  } catch {
    const taken = await drizzle
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
 * digits or e-mail), their booked calls, texts and deliveries are deleted in one atomic unit,
 * on record in the audit trail.
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
  return removeLeads(req.payload, ids)
}
