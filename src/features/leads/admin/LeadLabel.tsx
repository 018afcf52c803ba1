import { headers } from 'next/headers'
import Link from 'next/link'
import type { Payload } from 'payload'
import { cache } from 'react'
import { adminSessionUser } from '@/lib/access/admin-session'

type Label = { nombre?: string | null; phone?: string | null }
type Batch = { ids: Set<number>; asked: number[]; loaded: Promise<Map<number, Label>> | null }

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** The ids the cells of one list render asked for, read together (one request, one batch). */
const requestBatch = cache((): Batch => ({ ids: new Set(), asked: [], loaded: null }))

/**
 * The leads a list page names, read as the signed-in staff member with the request's headers:
 * one read on the audit trail with the ids, the user and the real address, as any staff read.
 */
async function readLabels(payload: Payload, ids: number[]) {
  const user = await adminSessionUser(payload)
  const { docs } = await payload.find({
    collection: 'leads',
    where: { id: { in: ids } },
    select: { nombre: true, phone: true },
    limit: ids.length,
    depth: 0,
    overrideAccess: false,
    user,
    req: { headers: await headers(), user: user as never },
  })
  return new Map(docs.map((lead) => [Number(lead.id), lead as Label]))
}

async function leadLabel(payload: Payload, id: number): Promise<Label | undefined> {
  const batch = requestBatch()
  batch.ids.add(id)
  // Cells render side by side: the first one waits a tick so its siblings join the same read.
  batch.loaded ??= new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
    batch.asked = [...batch.ids]
    return readLabels(payload, batch.asked)
  })
  const labels = await batch.loaded
  // A cell that came after the read (or a deleted lead, asked once already) reads on its own.
  return (
    labels.get(id) ??
    (batch.asked.includes(id) ? undefined : (await readLabels(payload, [id])).get(id))
  )
}

type CellProps = { cellData?: unknown; payload: Payload }

/**
 * A lead named in a list (its texts, bookings, deliveries, the audit trail): the name and number
 * a person recognises, linked to the lead, instead of Payload's "<Untitled>" or a bare id.
 */
export async function LeadLabelCell({ cellData, payload }: CellProps) {
  const id = Number(idOf(cellData))
  if (!Number.isInteger(id) || id <= 0) return null
  const lead = await leadLabel(payload, id)
  const text = lead ? [lead.nombre, lead.phone].filter(Boolean).join(' · ') : ''
  return (
    <Link href={`/admin/collections/leads/${id}`} className="lead-label">
      {text || `#${id}`}
    </Link>
  )
}
