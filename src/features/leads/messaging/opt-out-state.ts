import type { Payload } from 'payload'

export type ConsentChange = {
  phone: string
  action: 'opt-out' | 'opt-in'
  via: 'keyword' | 'web-form'
  keyword?: string
}

/** Whether a number (E.164) opted out: its latest consent change says so. */
export async function isOptedOut(payload: Payload, phone: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'sms-opt-outs',
    where: { phone: { equals: phone } },
    sort: '-id',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0]?.action === 'opt-out'
}

/** Records a change of a number's consent (a new row: the record is never rewritten). */
export async function recordConsentChange(payload: Payload, change: ConsentChange) {
  await payload.create({
    collection: 'sms-opt-outs',
    data: { ...change, keyword: change.keyword?.slice(0, 50) },
    overrideAccess: true,
  })
}
