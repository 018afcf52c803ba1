import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { signingContext } from '@/features/engagements/transitions'
import type { Lead } from '@/payload-types'
import {
  adminSession,
  rowsOf,
  staffSession,
  storedLead,
  type Session,
} from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'

// What Payload decides of engagement letters (engagements.collection.ts, transitions.ts,
// retained.ts) and of a lead becoming retained (retained-fields.ts, lead-retained.ts): who may
// write what, the letter's allowed moves, what the hooks set and queue.
const site = inProcessPayload()
const refused = { status: 403 }

async function firstOf<S extends 'attorneys' | 'engagement-templates'>(
  payload: Payload,
  collection: S,
) {
  const { docs } = await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** A draft letter an admin prepared for `lead`. */
async function draftFor(
  payload: Payload,
  admin: Session,
  lead: Lead,
  fields: { feeCents?: number; attorney?: number | null } = {},
) {
  const template = await firstOf(payload, 'engagement-templates')
  const attorney = await firstOf(payload, 'attorneys')
  return payload.create({
    collection: 'engagements',
    data: {
      lead: lead.id,
      template: template.id,
      feeCents: 0,
      status: 'draft',
      attorney: attorney.id,
      ...fields,
    },
    overrideAccess: false,
    user: admin,
    depth: 0,
  })
}

const byAdmin = (admin: Session) => ({ overrideAccess: false, user: admin, depth: 0 }) as const

async function setStatus(payload: Payload, admin: Session, id: number, status: string) {
  return payload.update({
    collection: 'engagements',
    id,
    data: { status: status as 'draft' },
    ...byAdmin(admin),
  })
}

/** The client's signature on the sign page: the one write that may make a letter `signed`. */
async function clientSigns(payload: Payload, id: number) {
  return payload.update({
    collection: 'engagements',
    id,
    data: {
      status: 'signed',
      evidence: { signerName: 'Elena', signedAt: new Date().toISOString() },
    },
    overrideAccess: true,
    context: { [signingContext]: true },
    depth: 0,
  })
}

const leadNow = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })

async function retainedEvents(payload: Payload, lead: number) {
  return (await rowsOf(payload, 'lead-deliveries', lead)).filter(
    (row) => row.channel === 'lead-event' && row.target === 'lead.retained',
  )
}

describe('engagement letters', () => {
  it('are read by agents, never by editors, and written by admins only', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const agent = await staffSession(payload, 'agent')
    const editor = await staffSession(payload, 'editor')
    const lead = await storedLead(payload)
    const draft = await draftFor(payload, admin, lead)
    expect(draft.status).toBe('draft')

    const read = await payload.find({
      collection: 'engagements',
      overrideAccess: false,
      user: agent,
    })
    expect(read.docs.map((doc) => doc.id)).toContain(draft.id)
    await expect(
      payload.find({ collection: 'engagements', overrideAccess: false, user: editor }),
    ).rejects.toMatchObject(refused)
    await expect(draftFor(payload, agent, lead)).rejects.toMatchObject(refused)
    await expect(
      payload.update({
        collection: 'engagements',
        id: draft.id,
        data: { feeCents: 1 },
        overrideAccess: false,
        user: agent,
      }),
    ).rejects.toMatchObject(refused)
    expect(
      (await payload.findByID({ collection: 'engagements', id: draft.id, overrideAccess: true }))
        .feeCents,
    ).toBe(0)
  })

  it('keep what the client signed for the site to write: staff input to those fields is dropped', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const lead = await storedLead(payload)
    const template = await firstOf(payload, 'engagement-templates')
    const forged = await payload.create({
      collection: 'engagements',
      data: {
        lead: lead.id,
        template: template.id,
        feeCents: 0,
        status: 'draft',
        letterSha256: 'forged',
        sentAt: '2026-01-01T00:00:00.000Z',
        countersignedAt: '2026-01-02T00:00:00.000Z',
        voidedAt: '2026-01-03T00:00:00.000Z',
        locale: 'en',
        evidence: { signerName: 'Someone Else', signedAt: '2026-01-01T00:00:00.000Z' },
      },
      ...byAdmin(admin),
    })
    const stored = await payload.findByID({
      collection: 'engagements',
      id: forged.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.status).toBe('draft')
    for (const field of [
      'letterSha256',
      'sentAt',
      'countersignedAt',
      'voidedAt',
      'locale',
    ] as const) {
      expect(stored[field] ?? null).toBeNull()
    }
    expect(stored.evidence?.signerName ?? null).toBeNull()
    expect(stored.evidence?.signedAt ?? null).toBeNull()
  })

  it('move only as allowed: staff never mark a letter signed nor countersign an unsigned one', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const lead = await storedLead(payload)
    const template = await firstOf(payload, 'engagement-templates')
    await expect(
      payload.create({
        collection: 'engagements',
        data: { lead: lead.id, template: template.id, feeCents: 0, status: 'signed' },
        ...byAdmin(admin),
      }),
    ).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/from new to signed/) })
    const draft = await draftFor(payload, admin, lead)
    for (const status of ['signed', 'countersigned']) {
      await expect(setStatus(payload, admin, draft.id, status)).rejects.toMatchObject(refused)
    }
    const sent = await setStatus(payload, admin, draft.id, 'sent')
    await expect(setStatus(payload, admin, sent.id, 'signed')).rejects.toMatchObject(refused)
    await expect(setStatus(payload, admin, sent.id, 'countersigned')).rejects.toMatchObject(refused)
    // The sign page's own write is the one way to `signed`, and only from `sent`.
    await expect(clientSigns(payload, draft.id)).resolves.toMatchObject({ status: 'signed' })
    await expect(setStatus(payload, admin, draft.id, 'sent')).rejects.toMatchObject(refused)
    const other = await draftFor(payload, admin, lead)
    await expect(clientSigns(payload, other.id)).rejects.toMatchObject(refused)
  })

  it('are kept as sent, with the hash, the link queued; the terms are frozen and a sent letter stays', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const lead = await storedLead(payload)
    const draft = await draftFor(payload, admin, lead, { feeCents: 150_000 })
    const sent = await setStatus(payload, admin, draft.id, 'sent')
    expect(sent.status).toBe('sent')
    expect(sent.letterSha256).toMatch(/^[0-9a-f]{64}$/)
    expect(sent.letter).toBeTruthy()
    expect(JSON.stringify(sent.letter)).toContain('1,500.00')
    expect(sent.locale).toMatch(/^(es|en)$/)
    expect(sent.sentAt).toBeTruthy()
    expect(sent.signUrl).toBeTruthy()
    // The link now and the reminders, by text (the lead consented, a US number) and e-mail.
    const queued = (await rowsOf(payload, 'lead-deliveries', lead.id)).filter((row) =>
      row.channel?.startsWith('engagement-'),
    )
    expect(queued.map((row) => `${row.channel}:${row.target}`).sort()).toEqual(
      [
        `engagement-link:+1${lead.phone}`,
        `engagement-link:${lead.email}`,
        ...Array(2).fill(`engagement-reminder:+1${lead.phone}`),
        ...Array(2).fill(`engagement-reminder:${lead.email}`),
      ].sort(),
    )

    await expect(
      payload.update({
        collection: 'engagements',
        id: sent.id,
        data: { feeCents: 1 },
        ...byAdmin(admin),
      }),
    ).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/void it/) })
    await expect(
      payload.delete({ collection: 'engagements', id: sent.id, ...byAdmin(admin) }),
    ).rejects.toBeTruthy()
    const still = await payload.findByID({
      collection: 'engagements',
      id: sent.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(still).toMatchObject({
      status: 'sent',
      feeCents: 150_000,
      letterSha256: sent.letterSha256,
    })

    const other = await draftFor(payload, admin, lead)
    await payload.delete({ collection: 'engagements', id: other.id, ...byAdmin(admin) })
    expect(
      await payload.findByID({
        collection: 'engagements',
        id: other.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
  })

  it('are voided with the time, and a voided letter may be sent again with new terms', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const lead = await storedLead(payload)
    const sent = await setStatus(payload, admin, (await draftFor(payload, admin, lead)).id, 'sent')
    const voided = await setStatus(payload, admin, sent.id, 'void')
    expect(voided.voidedAt).toBeTruthy()
    const changed = await payload.update({
      collection: 'engagements',
      id: sent.id,
      data: { feeCents: 20_000, status: 'sent' },
      ...byAdmin(admin),
    })
    expect(changed).toMatchObject({ status: 'sent', feeCents: 20_000 })
    expect(changed.letterSha256).not.toBe(sent.letterSha256)
  })

  it('countersigned after the client signed, retain the lead once, with the letter’s evidence', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const lead = await storedLead(payload)
    const attorney = await firstOf(payload, 'attorneys')
    const sent = await setStatus(payload, admin, (await draftFor(payload, admin, lead)).id, 'sent')
    await clientSigns(payload, sent.id)
    expect((await leadNow(payload, lead.id)).status).not.toBe('retained')

    const countersigned = await setStatus(payload, admin, sent.id, 'countersigned')
    expect(countersigned.countersignedAt).toBeTruthy()
    expect(countersigned.countersignedBy).toBe(admin.id)
    // The matter: the lead's type when staff chose one ("other" here), the letter's attorney.
    expect(await leadNow(payload, lead.id)).toMatchObject({
      status: 'retained',
      matterType: 'other',
      responsibleAttorney: attorney.id,
    })
    const events = await retainedEvents(payload, lead.id)
    expect(events).toHaveLength(1)
    expect(events[0].data).toMatchObject({
      event: 'lead.retained',
      matter: { type: 'other', attorney: { id: attorney.id, name: attorney.name } },
      letter: { engagement: sent.id, sha256: sent.letterSha256 },
      payments: [],
    })
    // Countersigned is final for staff.
    await expect(setStatus(payload, admin, sent.id, 'void')).rejects.toMatchObject(refused)
  })

  it('do not retain the lead while a fee due at signing is unpaid, nor a lead closed as spam', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const unpaid = await storedLead(payload)
    const spam = await storedLead(payload)
    await payload.update({
      collection: 'leads',
      id: spam.id,
      data: { status: 'spam' },
      overrideAccess: true,
    })
    for (const [lead, feeCents] of [
      [unpaid, 50_000],
      [spam, 0],
    ] as const) {
      const sent = await setStatus(
        payload,
        admin,
        (await draftFor(payload, admin, lead, { feeCents })).id,
        'sent',
      )
      await clientSigns(payload, sent.id)
      await setStatus(payload, admin, sent.id, 'countersigned')
      expect(await retainedEvents(payload, lead.id)).toHaveLength(0)
    }
    expect((await leadNow(payload, unpaid.id)).status).toBe('new')
    expect((await leadNow(payload, spam.id)).status).toBe('spam')
  })
})

describe('a lead retained by staff', () => {
  it('needs a matter type and a responsible attorney', async () => {
    const { payload } = site
    const agent = await staffSession(payload, 'agent')
    const attorney = await firstOf(payload, 'attorneys')
    const lead = await storedLead(payload)
    for (const data of [{}, { matterType: 'k1' as const }, { responsibleAttorney: attorney.id }]) {
      await expect(
        payload.update({
          collection: 'leads',
          id: lead.id,
          data: { status: 'retained', ...data },
          overrideAccess: false,
          user: agent,
        }),
      ).rejects.toMatchObject({ status: 400 })
    }
    expect((await leadNow(payload, lead.id)).status).toBe('new')
    expect(await retainedEvents(payload, lead.id)).toHaveLength(0)
  })

  it('queues one lead.retained event with the matter, and records it in the history', async () => {
    const { payload } = site
    const agent = await staffSession(payload, 'agent')
    const attorney = await firstOf(payload, 'attorneys')
    const lead = await storedLead(payload)
    const retained = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'retained', matterType: 'k1', responsibleAttorney: attorney.id },
      overrideAccess: false,
      user: agent,
      depth: 0,
    })
    expect(retained).toMatchObject({ status: 'retained', matterType: 'k1' })
    expect(retained.history?.find((entry) => entry.action === 'retained')?.detail).toBe(
      `k1 · ${attorney.name}`,
    )
    // A later change of a retained lead queues nothing more.
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { note: 'Cliente firmó en la oficina' },
      overrideAccess: false,
      user: agent,
    })
    const events = await retainedEvents(payload, lead.id)
    expect(events).toHaveLength(1)
    expect(events[0].data).toEqual({
      event: 'lead.retained',
      matter: { type: 'k1', attorney: { id: attorney.id, name: attorney.name } },
    })
  })

  it('is the lead workers’ to record: editors may not write the matter', async () => {
    const { payload } = site
    const editor = await staffSession(payload, 'editor')
    const attorney = await firstOf(payload, 'attorneys')
    const lead = await storedLead(payload)
    await expect(
      payload.update({
        collection: 'leads',
        id: lead.id,
        data: { status: 'retained', matterType: 'k1', responsibleAttorney: attorney.id },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toMatchObject(refused)
    expect(await leadNow(payload, lead.id)).toMatchObject({ status: 'new' })
    expect((await leadNow(payload, lead.id)).matterType ?? null).toBeNull()
  })
})
