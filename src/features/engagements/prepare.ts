import type { PayloadRequest } from 'payload'
import { feeText, letterDate, mergeLetter, type Letter } from './letter'
import { relationNumber } from '@/lib/payload/relation-id'

export type LetterInput = {
  lead?: unknown
  template?: unknown
  feeCents?: number | null
  paymentPlan?: string | null
  attorney?: unknown
}

/** The letter for these choices, merged as the client will read it on `at`. */
export async function prepareLetter(req: PayloadRequest, input: LetterInput, at: Date) {
  const { payload } = req
  const [lead, template] = await Promise.all([
    payload.findByID({ collection: 'leads', id: relationNumber(input.lead), depth: 0, req }),
    payload.findByID({
      collection: 'engagement-templates',
      id: relationNumber(input.template),
      depth: 0,
      req,
    }),
  ])
  const attorney = input.attorney
    ? await payload
        .findByID({ collection: 'attorneys', id: relationNumber(input.attorney), depth: 0, req })
        .catch(() => null)
    : null
  const locale = template.language === 'en' ? 'en' : 'es'
  const letter: Letter = mergeLetter(template, {
    clientName: lead.nombre ?? '',
    matter: template.matterType,
    fee: feeText(input.feeCents ?? 0),
    paymentPlan: input.paymentPlan ?? '',
    attorney: attorney?.name ?? '',
    date: letterDate(at, locale),
  })
  return { lead, letter }
}
