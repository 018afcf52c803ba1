import { label } from '@/lib/admin-label'

/** The merge fields a template may use, in braces: `{clientName}`. */
export const mergeFields = [
  'clientName',
  'matter',
  'fee',
  'paymentPlan',
  'attorney',
  'date',
] as const
export type MergeField = (typeof mergeFields)[number]
export type MergeValues = Record<MergeField, string>

export const mergeFieldHelp = label(
  'Campos que se llenan solos: {clientName} (cliente), {matter} (asunto), {fee} (honorario), {paymentPlan} (plan de pago), {attorney} (abogado responsable), {date} (fecha).',
  'Fields filled in for each client: {clientName}, {matter}, {fee}, {paymentPlan}, {attorney} (responsible attorney), {date}.',
)

/** A text with its `{field}` merge fields filled (unknown names stay as written). */
export function fillMergeFields(text: string, values: MergeValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (mergeFields as readonly string[]).includes(name) ? values[name as MergeField] : whole,
  )
}
