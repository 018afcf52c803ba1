import { describe, expect, it } from 'vitest'
import { recordConsentChange } from '@/features/texting'
import { processOutbox } from '@/features/leads/delivery/outbox'
import { claimDeliveries, claimMs } from '@/features/leads/delivery/outbox-claim'
import { postedLead } from '../support/in-process/lead-fixtures'
import { deliveryRow, inProcessWithTwilio, queuedTextRow } from '../support/in-process/twilio-site'
import { waitFor } from '../support/sinks'
import { runSql } from '../support/sql'

// The outbox's claim (outbox-claim.ts): one conditional UPDATE decides which process sends a
// delivery, so a delivery claimed once is sent by its claimant alone until the claim runs out.
// And the send's own check of a number's consent (visitor-senders.ts), made when the outbox
// sends, not only when the text was queued. Texts go to a fake Twilio; no worker runs here, the
// tests run the outbox's one pass themselves.
const { site, twilio } = inProcessWithTwilio()

let leadId = 0

/** The lead the texts belong to, stored as the lead endpoint stores a valid post. */
async function aLead() {
  if (leadId) return leadId
  const stored = await postedLead(site.payload, 'outbox-claims', {
    nombre: 'Ana Gil',
    phone: '2025550701',
  })
  leadId = stored.id
  return leadId
}

/** A text to `to` queued in the outbox as the app queues one, due now; its row. */
async function queuedText(to: string, body: string, kind = 'auto-reply') {
  return queuedTextRow(site.payload, await aLead(), to, { kind, body })
}

const rowOf = (id: number) => deliveryRow(site.payload, id)

/** A row's lock as a time (the adapters spell the stored date differently). */
const lockOf = async (id: number) => Date.parse(String((await rowOf(id)).lockedUntil))

const textsTo = (to: string) => twilio.messages.filter((sms) => sms.to === to)

/** Runs the outbox's pass until every row is settled (its sends end after the pass). */
function outboxUntilSettled(ids: number[]) {
  return waitFor(async () => {
    await processOutbox(site.payload)
    const rows = await Promise.all(ids.map(rowOf))
    return rows.every((row) => row.status !== 'pending') ? rows : undefined
  })
}

describe('outbox claims', () => {
  it('a claimed delivery is not claimed again, nor sent by an outbox run, while its claim holds', async () => {
    const claimed = await queuedText('+12025550711', 'claimed elsewhere')
    const now = new Date()
    const first = await claimDeliveries(site.payload, [claimed.id], now)
    expect([...first.ids]).toEqual([claimed.id])
    expect(first.token).toBe(new Date(now.getTime() + claimMs).toISOString())
    expect(await lockOf(claimed.id)).toBe(Date.parse(first.token))

    const second = await claimDeliveries(site.payload, [claimed.id])
    expect(second.ids.size).toBe(0)
    // Up to the last moment of the claim.
    const lastMoment = new Date(Date.parse(first.token) - 1)
    expect((await claimDeliveries(site.payload, [claimed.id], lastMoment)).ids.size).toBe(0)
    expect(await lockOf(claimed.id)).toBe(Date.parse(first.token))

    // An outbox run sends an unclaimed text due at the same time, and leaves the claimed one.
    const free = await queuedText('+12025550712', 'free to send')
    const [sent] = await outboxUntilSettled([free.id])
    expect(sent).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(textsTo('+12025550712')).toHaveLength(1)
    expect(await rowOf(claimed.id)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await lockOf(claimed.id)).toBe(Date.parse(first.token))
    expect(textsTo('+12025550711')).toHaveLength(0)

    // A settled delivery is never claimed, whatever its lock.
    expect((await claimDeliveries(site.payload, [free.id])).ids.size).toBe(0)
  })

  it('two claimers at once: each delivery is taken by exactly one of them', async () => {
    const rows = await Promise.all(
      ['+12025550721', '+12025550722', '+12025550723', '+12025550724'].map((to) =>
        queuedText(to, 'raced'),
      ),
    )
    const ids = rows.map((row) => row.id)
    const [a, b] = await Promise.all([
      claimDeliveries(site.payload, ids),
      claimDeliveries(site.payload, [...ids].reverse()),
    ])
    expect([...a.ids].filter((id) => b.ids.has(id))).toEqual([])
    expect([...a.ids, ...b.ids].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y))
    for (const row of rows) {
      const token = a.ids.has(row.id) ? a.token : b.token
      expect(await lockOf(row.id)).toBe(Date.parse(token))
    }
  })

  it('an expired claim can be taken again, and the outbox then sends the delivery', async () => {
    const row = await queuedText('+12025550731', 'claimant died')
    const first = await claimDeliveries(site.payload, [row.id])
    const expiry = Date.parse(first.token)
    // At the claim's own time it still holds; a moment after, another claimer takes it.
    expect((await claimDeliveries(site.payload, [row.id], new Date(expiry))).ids.size).toBe(0)
    const again = await claimDeliveries(site.payload, [row.id], new Date(expiry + 1))
    expect([...again.ids]).toEqual([row.id])
    expect(again.token).not.toBe(first.token)
    expect(await lockOf(row.id)).toBe(Date.parse(again.token))

    // A claim that ran out (its process died a minute ago) is taken by the next outbox run.
    const lapsed = await queuedText('+12025550732', 'taken over')
    const claim = await claimDeliveries(site.payload, [lapsed.id])
    expect(claim.ids.has(lapsed.id)).toBe(true)
    await runSql(site.databaseUrl, 'UPDATE lead_deliveries SET locked_until = ? WHERE id = ?', [
      new Date(Date.now() - 60_000).toISOString(),
      lapsed.id,
    ])
    const [sent] = await outboxUntilSettled([lapsed.id])
    expect(sent).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(textsTo('+12025550732').map((sms) => sms.body)).toEqual(['taken over'])
  })

  it('an opted-out number gets no text when the outbox sends, only the confirmation of its opt-out', async () => {
    const optedOut = '+12025550741'
    const other = '+12025550742'
    // Queued while the number could still be texted; it opts out before the outbox sends.
    const reply = await queuedText(optedOut, 'reply after STOP')
    const confirmation = await queuedText(optedOut, 'you will get no more texts', 'opt-out')
    const control = await queuedText(other, 'reply to a number in consent')
    await recordConsentChange(site.payload, {
      phone: optedOut,
      action: 'opt-out',
      via: 'keyword',
      keyword: 'STOP',
    })

    const [skipped, confirmed, delivered] = await outboxUntilSettled([
      reply.id,
      confirmation.id,
      control.id,
    ])
    expect(skipped).toMatchObject({ status: 'skipped', result: 'The number opted out' })
    expect(confirmed).toMatchObject({ status: 'delivered' })
    expect(delivered).toMatchObject({ status: 'delivered' })
    expect(textsTo(optedOut).map((sms) => sms.body)).toEqual(['you will get no more texts'])
    expect(textsTo(other).map((sms) => sms.body)).toEqual(['reply to a number in consent'])

    // The latest change counts: once it opts back in, its texts go again.
    await recordConsentChange(site.payload, { phone: optedOut, action: 'opt-in', via: 'keyword' })
    const later = await queuedText(optedOut, 'reply after START')
    const [sent] = await outboxUntilSettled([later.id])
    expect(sent).toMatchObject({ status: 'delivered' })
    expect(textsTo(optedOut).map((sms) => sms.body)).toEqual([
      'you will get no more texts',
      'reply after START',
    ])
  })
})
