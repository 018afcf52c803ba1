import { initI18n } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'
import { textStatusText } from '../../src/features/leads/admin/text-status'
import { adminI18n } from '../../src/admin-texts'

const admin = (language: 'es' | 'en') => initI18n({ config: adminI18n, context: 'api', language })

describe("a text's delivery status as staff read it", () => {
  it("reads Twilio's statuses in Spanish, keeping Twilio's error code", async () => {
    const es = await admin('es')
    expect(textStatusText(es, 'queued')).toBe('en cola')
    expect(textStatusText(es, 'delivered')).toBe('entregado')
    expect(textStatusText(es, 'undelivered (30003)')).toBe('no entregado (30003)')
    expect(textStatusText(es, 'partially_delivered')).toBe('entregado en parte')
  })

  it('reads them in English without snake_case', async () => {
    const en = await admin('en')
    expect(textStatusText(en, 'failed (30007)')).toBe('failed (30007)')
    expect(textStatusText(en, 'delivery_unknown')).toBe('delivery unknown')
  })

  it('shows a status it does not know as Twilio wrote it', async () => {
    expect(textStatusText(await admin('es'), 'brand_new_status')).toBe('brand_new_status')
  })
})
