import { and, eq, inArray } from 'drizzle-orm'
import type { CollectionBeforeDeleteHook, Payload } from 'payload'
import {
  atomically,
  rawDatabase,
  type DrizzleBuilder,
  type Table,
} from '@/lib/payload/raw-database'
import { drizzleOf } from '../drizzle-access'
import { clickIdParams } from '../intake/touch-names'
import { numberHash, usE164 } from '@/features/texting'

/**
 * Erasing a person: deleting their leads ("forget this person", spam past its retention) and
 * anonymizing a lead kept for the counts (the one deliberate rewrite of a lead's evidence).
 * Each is one atomic unit (lib/payload/raw-database.ts: a libSQL batch on SQLite, one
 * transaction on PostgreSQL): a lead is never left half erased.
 */

export const anonymized = 'anonymized'

function tablesOf(payload: Payload) {
  const { tables } = rawDatabase(payload)
  return {
    ...drizzleOf(payload),
    texts: tables.lead_texts,
    bookings: tables.bookings,
    optOuts: tables.sms_opt_outs,
  }
}

/** The E.164 numbers of these leads, as texts and consent rows hold them. */
async function numbersOf(payload: Payload, ids: number[]): Promise<string[]> {
  const { drizzle, leads } = tablesOf(payload)
  const rows: { phone: string }[] = await drizzle
    .select({ phone: leads.phone })
    .from(leads)
    .where(inArray(leads.id, ids))
  const numbers = rows.map((row) => usE164(row.phone)).filter((phone) => phone !== null)
  return [...new Set(numbers)]
}

/**
 * The consent rows of these numbers keep the change, its time, how it came and who recorded it,
 * but the number only as its keyed hash (an opt-out still stops every text to it,
 * opt-out-state.ts) and not the person's own words.
 */
function hashConsentRows(db: DrizzleBuilder, optOuts: Table, numbers: string[]) {
  return numbers.map((phone) =>
    db
      .update(optOuts)
      .set({ phone: numberHash(phone), message: null })
      .where(eq(optOuts.phone, phone)),
  )
}

/**
 * Deletes leads with every row that names them: their booked calls (`bookings.lead_id` is NOT
 * NULL: the foreign key's ON DELETE SET NULL refused the delete of a booked lead), texts,
 * outbox rows and documents (their files as well); their numbers' consent rows keep only a hash of the number. Their history and relation rows go with them (ON DELETE CASCADE); another lead
 * marked a duplicate of one or merged into one keeps its own record (ON DELETE SET NULL).
 */
export async function removeLeads(payload: Payload, ids: number[]) {
  if (!ids.length) return { leads: [] as number[], texts: 0, bookings: 0 }
  const { leads, deliveries, texts, bookings, optOuts } = tablesOf(payload)
  const numbers = await numbersOf(payload, ids)
  // Their documents first, through Payload: its delete removes each file too (folder or bucket).
  await payload.delete({
    collection: 'lead-documents',
    where: { lead: { in: ids } },
    overrideAccess: true,
  })
  const [removedBookings, removedTexts, , removedLeads] = (await atomically(payload, (db) => [
    db.delete(bookings).where(inArray(bookings.lead, ids)).returning({ id: bookings.id }),
    db.delete(texts).where(inArray(texts.lead, ids)).returning({ id: texts.id }),
    db.delete(deliveries).where(inArray(deliveries.lead, ids)),
    db.delete(leads).where(inArray(leads.id, ids)).returning({ id: leads.id }),
    ...hashConsentRows(db, optOuts, numbers),
  ])) as { id: number }[][]
  return {
    leads: removedLeads.map((row) => row.id),
    texts: removedTexts.length,
    bookings: removedBookings.length,
  }
}

/**
 * A lead deleted one at a time (an admin's DELETE through the API or the admin): its calls,
 * texts, outbox rows and documents go first, in the request's transaction where the adapter has one.
 */
export const deleteLeadRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of [
    'bookings',
    'lead-texts',
    'lead-deliveries',
    'lead-documents',
  ] as const) {
    await req.payload.delete({
      collection,
      where: { lead: { equals: id } },
      req,
      overrideAccess: true,
    })
  }
}

/**
 * Every field of a lead that holds what the person sent or what staff wrote about them, cleared
 * (leads.collection.ts and its groups, field by field):
 * - cleared: nombre, phone (both required: the word 'anonymized'), email, mensaje, situacion,
 *   situacionKey (the immigration situation chosen), casado, estancia, referrer.nombre,
 *   referrer.telefono, every text of `social` (agente, source, status, tipo, link), ip,
 *   userAgent, visitorTimeZone (where the browser was, like the IP), staffNotes, and the search
 *   copies nameFolded and phoneDigits; in the history, the detail of notes, calls and merges
 *   (typed by staff, they repeat what the person said); in each attribution touch, the ad
 *   click ids (they tie the visit to an ad platform's profile of the person), the landing page
 *   (its query may carry anything) and utm_term (the words searched).
 * - kept, as evidence or for the counts, naming nobody: consentText, checkbox, locale,
 *   receivedAt, fechaHora and every other time, pagePath, source, seccion, kind, spam, the
 *   touches' utm_source, utm_medium, utm_campaign, utm_content and referring host, gpc,
 *   deliveryStatus, the `social` 0/1 flags, the pipeline (status, assignedTo, follow-up,
 *   matterType, responsibleAttorney, duplicateOf, mergedInto: staff and other leads' ids) and
 *   the history's status and assignment entries.
 */
export const clearedLeadColumns = {
  nombre: anonymized,
  nameFolded: anonymized,
  phone: anonymized,
  phoneDigits: null,
  email: null,
  mensaje: null,
  situacion: null,
  situacionKey: null,
  casado: null,
  estancia: null,
  referrer_nombre: null,
  referrer_telefono: null,
  social_agente: null,
  social_source: null,
  social_status: null,
  social_tipo: null,
  social_link: null,
  ip: null,
  userAgent: null,
  visitorTimeZone: null,
  staffNotes: null,
  ...Object.fromEntries(
    (['firstTouch', 'lastTouch'] as const).flatMap((touch) =>
      [...clickIdParams, 'landing_page', 'utm_term'].map((name) => [
        `attribution_${touch}_${name}`,
        null,
      ]),
    ),
  ),
} as const

/**
 * Anonymizes one lead with its texts (the number and the words, kept: direction, kind, status,
 * times) and its outbox rows (the phone or e-mail in `target`, the message in `data`, the
 * provider's error that may quote either; a row still pending is skipped, never sent); its
 * number's consent rows keep only a hash of it.
 */
export async function anonymizeLead(payload: Payload, id: number) {
  const { leads, deliveries, history, texts, optOuts } = tablesOf(payload)
  const numbers = await numbersOf(payload, [id])
  await atomically(payload, (db) => [
    db
      .update(history)
      .set({ detail: anonymized })
      .where(and(eq(history._parentID, id), inArray(history.action, ['note', 'call', 'merge']))),
    db.update(leads).set(clearedLeadColumns).where(eq(leads.id, id)),
    db.update(texts).set({ body: anonymized, phone: null }).where(eq(texts.lead, id)),
    db
      .update(deliveries)
      .set({ status: 'skipped' })
      .where(and(eq(deliveries.lead, id), eq(deliveries.status, 'pending'))),
    db
      .update(deliveries)
      .set({ target: null, data: null, lastError: null })
      .where(eq(deliveries.lead, id)),
    ...hashConsentRows(db, optOuts, numbers),
  ])
}
