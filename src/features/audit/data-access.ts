import type { CollectionAfterOperationHook, CollectionConfig, PayloadRequest, Where } from 'payload'
import { recordRequestAudit } from './record'
import { auditReadKey } from './unaudited-read'

/**
 * Collections holding a client's personal data (name, phone, e-mail, message, address, what
 * they texted, when they called): every read and delete of them by staff is on record. The
 * others hold the firm's own content, staff accounts (users, push-subscriptions) or the trail
 * itself (audit-events, retention-runs: counts only).
 */
export const clientDataCollections = [
  'leads',
  'lead-texts',
  'lead-deliveries',
  'bookings',
  'call-clicks',
  'sms-opt-outs',
  'lead-documents',
  'questionnaire-answers',
  'engagements',
  'payments',
] as const

type Id = number | string
type Related = Map<string, Set<Id>>

/**
 * Count filters on these fields tell nothing about a person (the list's new-leads poll, the
 * desk's follow-ups due): such a count writes no event. A count filtered on anything else (a
 * phone, a name, an e-mail) answers "is this person a client?" and is on record like a read.
 */
const countFieldsWithoutPersonalData = new Set([
  'id',
  'lead',
  'receivedAt',
  'createdAt',
  'updatedAt',
  'clickedAt',
  'start',
  'status',
  'spam',
  'assignedTo',
  'agent',
  'nextActionDue',
  'channel',
  'kind',
  'direction',
  'deliveryStatus',
  'deliveredAt',
  'nextAttemptAt',
  'seccion',
  'source',
  'locale',
])

function filterFields(where: Where | undefined, into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(where ?? {})) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      value.forEach((part) => filterFields(part as Where, into))
    } else {
      into.add(key.split('.')[0])
    }
  }
  return into
}

/** The where as JSON (drops functions, dates become text): what the event keeps. */
const asJson = (value: unknown) =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown)

/*
 * Records filled in by `depth` are read by nested find operations on the same request (Payload's
 * dataloader, `currentDepth` > 0), and a lead's cascaded deletes by the site's own code
 * (overrideAccess) inside the staff member's delete: both are gathered here, per request, and
 * written with the event of the operation that caused them (one insert per request).
 */
const relatedReads = new WeakMap<PayloadRequest, Related>()
const cascadedDeletes = new WeakMap<PayloadRequest, Related>()
/** A lead's admin page reads the document more than once: one view per lead per request. */
const viewedLeads = new WeakMap<PayloadRequest, Set<Id>>()

function gather(
  store: WeakMap<PayloadRequest, Related>,
  req: PayloadRequest,
  slug: string,
  ids: Id[],
) {
  let related = store.get(req)
  if (!related) store.set(req, (related = new Map()))
  const set = related.get(slug) ?? new Set<Id>()
  ids.forEach((id) => set.add(id))
  related.set(slug, set)
}

function take(store: WeakMap<PayloadRequest, Related>, req: PayloadRequest) {
  const related = store.get(req)
  store.delete(req)
  if (!related?.size) return {}
  return { related: Object.fromEntries([...related].map(([slug, ids]) => [slug, [...ids]])) }
}

const idsOf = (docs: unknown[]): Id[] =>
  docs
    .map((doc) => (doc && typeof doc === 'object' ? (doc as { id?: Id }).id : undefined))
    .filter((id): id is Id => id !== undefined && id !== null)

/** The one lead an event concerns, so the lead's own audit panel lists it. */
const leadOf = (slug: string, ids: Id[]) =>
  slug === 'leads' && ids.length === 1 ? Number(ids[0]) : undefined

type Operation = Parameters<CollectionAfterOperationHook>[0]

async function auditRead({ args, collection, operation, req, result }: Operation) {
  const slug = collection.slug
  const { currentDepth, where } = args as { currentDepth?: number; where?: Where }
  const single = operation === 'findByID'
  const ids = single
    ? idsOf(result ? [result] : [])
    : idsOf((result as { docs?: unknown[] } | undefined)?.docs ?? [])
  if (currentDepth && currentDepth > 0) return gather(relatedReads, req, slug, ids)
  const related = take(relatedReads, req)
  if (single && !ids.length) return
  if (single && slug === 'leads') {
    const seen = viewedLeads.get(req) ?? new Set<Id>()
    viewedLeads.set(req, seen)
    if (seen.has(ids[0])) return
    seen.add(ids[0])
    return recordRequestAudit(req, {
      action: 'view',
      lead: Number(ids[0]),
      details: { collection: slug, ids, ...related },
    })
  }
  // `count`: the records this request returned; `matching`: all the filter matches (its pages).
  const matching = single ? 1 : ((result as { totalDocs?: number }).totalDocs ?? ids.length)
  return recordRequestAudit(req, {
    action: 'read',
    lead: leadOf(slug, ids),
    details: {
      collection: slug,
      ids,
      filter: single ? null : asJson(where),
      count: ids.length,
      matching,
      ...related,
    },
  })
}

async function auditCount({ args, collection, req, result }: Operation) {
  const where = (args as { where?: Where }).where
  const fields = [...filterFields(where)]
  if (fields.every((field) => countFieldsWithoutPersonalData.has(field))) return
  return recordRequestAudit(req, {
    action: 'read',
    details: {
      collection: collection.slug,
      ids: [],
      filter: asJson(where),
      count: (result as { totalDocs?: number }).totalDocs ?? 0,
    },
  })
}

async function auditDelete({
  args,
  collection,
  operation,
  overrideAccess,
  req,
  result,
}: Operation) {
  const slug = collection.slug
  const docs =
    operation === 'deleteByID'
      ? [result]
      : ((result as { docs?: unknown[] } | undefined)?.docs ?? [])
  const ids = idsOf(docs)
  // The site's own delete inside a staff member's (a lead's deliveries go with it).
  if (overrideAccess) return gather(cascadedDeletes, req, slug, ids)
  const where = operation === 'delete' ? asJson((args as { where?: Where }).where) : null
  return recordRequestAudit(req, {
    action: 'delete',
    lead: leadOf(slug, ids),
    details: {
      collection: slug,
      ids,
      filter: where,
      count: ids.length,
      ...take(cascadedDeletes, req),
    },
  })
}

/**
 * One event per staff request that reads or deletes client data (Payload's afterOperation: the
 * operation, its arguments and its result). Only requests with a signed-in user (a session or an
 * API key): the site's own reads (outbox, auto-replies, booking pages, retention) run without one
 * or with overrideAccess and are not staff reads.
 */
export const auditDataAccess: CollectionAfterOperationHook = async (operation) => {
  const { req, result } = operation
  if (!req.user) return result
  const kind = operation.operation
  if (kind === 'delete' || kind === 'deleteByID') {
    await auditDelete(operation)
    return result
  }
  if (operation.overrideAccess || req.context?.[auditReadKey]) return result
  if (kind === 'find' || kind === 'findByID') await auditRead(operation)
  else if (kind === 'count') await auditCount(operation)
  return result
}

/** A collection with its staff reads and deletes on record (composed in schema.ts). */
export function withDataAccessAudit(collection: CollectionConfig): CollectionConfig {
  if (!(clientDataCollections as readonly string[]).includes(collection.slug)) return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterOperation: [...(collection.hooks?.afterOperation ?? []), auditDataAccess],
    },
  }
}
