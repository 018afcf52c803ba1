import type { Payload } from 'payload'

export type ConsentChange = {
  phone: string
  action: 'opt-out' | 'opt-in'
  via: 'keyword' | 'reply' | 'web-form' | 'phone-call'
  keyword?: string
  /** What the person wrote, or staff's note of the call. */
  message?: string
  /** The staff member who recorded a request made by phone. */
  recordedBy?: number
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
    data: {
      ...change,
      keyword: change.keyword?.slice(0, 50),
      message: change.message?.slice(0, 2000),
    },
    overrideAccess: true,
  })
}
