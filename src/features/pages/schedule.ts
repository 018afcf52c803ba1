import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { backgroundJob } from '@/lib/background-job'
import { setting } from '@/lib/env.mjs'
import { rawDatabase } from '@/lib/payload/raw-database'

/**
 * Takes a due schedule for this process with one conditional UPDATE that clears the date it
 * read: when several instances poll, only one of them sees its row change, so a page is
 * published (or withdrawn) once. Payload's update reads then writes, which two instances could
 * both pass; the database's single statement cannot.
 */
async function claim(payload: Payload, table: string, column: string, id: number, due: string) {
  const { drizzle, tables } = rawDatabase(payload)
  const target = tables[table]
  const taken: unknown[] = await drizzle
    .update(target)
    .set({ [column]: null })
    .where(and(eq(target.id, id), eq(target[column], due)))
    .returning({ id: target.id })
  return taken.length === 1
}

/**
 * Publishes the latest draft of every page whose `publishAt` has come, and turns back into a
 * draft every published page whose `unpublishAt` has. The dates are instants (stored in UTC,
 * entered in the zone chosen beside them, the firm's by default). Each change goes through
 * Payload, so versions, redirects and the pages' cache tag follow as for an editor's click.
 */
export async function runPageSchedules(payload: Payload, now = new Date()) {
  const due = now.toISOString()
  const drafts = await payload.findVersions({
    collection: 'pages',
    where: {
      and: [{ latest: { equals: true } }, { 'version.publishAt': { less_than_equal: due } }],
    },
    depth: 0,
    limit: 100,
    pagination: false,
  })
  for (const version of drafts.docs) {
    const at = version.version.publishAt
    if (!at || !(await claim(payload, '_pages_v', 'version_publishAt', Number(version.id), at))) {
      continue
    }
    const id = version.parent as unknown as number
    await payload.update({
      collection: 'pages',
      id,
      data: { _status: 'published', publishAt: null },
    })
  }
  const live = await payload.find({
    collection: 'pages',
    where: {
      and: [{ _status: { equals: 'published' } }, { unpublishAt: { less_than_equal: due } }],
    },
    depth: 0,
    limit: 100,
    pagination: false,
  })
  for (const page of live.docs) {
    const at = page.unpublishAt
    if (!at || !(await claim(payload, 'pages', 'unpublishAt', page.id, at))) continue
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft', unpublishAt: null },
    })
  }
}

const scheduleJob = backgroundJob(
  'pageSchedules',
  (payload: Payload) => runPageSchedules(payload),
  {
    rerun: false,
    onError: (payload, error) =>
      payload.logger.error({ err: error, msg: 'Page schedules run failed' }),
  },
)

/** Looks for due schedules at the outbox's pace (OUTBOX_POLL_MS, 5 s by default). */
export function startPageScheduler(payload: Payload) {
  scheduleJob.start(payload, setting('OUTBOX_POLL_MS'))
}
