import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import { excerpt } from '@/lib/text'
import { rulesForPost } from '@/features/leads/intake/form-rules'
import { sanitizeSection } from '@/features/leads/intake/sanitize'
import { validateLead } from '@/features/leads/intake/schemas'
import { situationKeyOf } from '@/features/leads/intake/situation-value'

describe('sanitizeSection', () => {
  it("keeps the ' - ' before the campaign source and cleans each part", () => {
    expect(sanitizeSection('Footer Inglés - WhatsApp Lead')).toBe('Footer Inglés - WhatsApp Lead')
    expect(sanitizeSection('  Visa T Español  -  <b>Tik Tok Ads</b>! ')).toBe(
      'Visa T Español - bTik Tok Adsb',
    )
    expect(sanitizeSection('Referidos')).toBe('Referidos')
  })
  it('drops empty parts and symbols that are not the separator', () => {
    expect(sanitizeSection('Footer Español - ')).toBe('Footer Español')
    expect(sanitizeSection('Footer-Español;')).toBe('FooterEspañol')
  })
  it('is what a valid lead stores as its section', () => {
    const fields = {
      nombre: '  Ana María <Núñez>! ',
      phone: '202 555 0143',
      checkbox: '1',
      seccion: 'Footer Inglés - Facebook Messenger',
    }
    const result = validateLead(fields, rulesForPost(fields))
    expect(result.ok && result.lead.seccion).toBe('Footer Inglés - Facebook Messenger')
    expect(result.ok && result.lead.nombre).toBe('Ana María Núñez')
  })
})

describe('situationKeyOf', () => {
  it('reads the key, the Spanish text or the English text as the key', () => {
    expect(situationKeyOf('spouse')).toBe('spouse')
    expect(situationKeyOf(es.situations.crimeVictim)).toBe('crimeVictim')
    expect(situationKeyOf(`  ${en.situations.none.toUpperCase()} `)).toBe('none')
    expect(situationKeyOf('something else')).toBe('something else')
  })
  it('lets an API post with an option text pass the situation check', () => {
    const fields = {
      nombre: 'Ana',
      phone: '2025550143',
      checkbox: '1',
      seccion: 'Tik Tok Ads',
      situacion: en.situations.bringFiance,
    }
    const result = validateLead(fields, rulesForPost(fields, { endpoint: 'tramcase' }))
    expect(result.ok && result.lead.situacion).toBe('bringFiance')
    const wrong = validateLead(
      { ...fields, situacion: 'nope' },
      rulesForPost(fields, { endpoint: 'tramcase' }),
    )
    expect(wrong.ok ? null : wrong.error).toBe('situation')
  })
})

describe('excerpt', () => {
  it('leaves section headings out so they do not run into the next sentence', () => {
    const html = '<p>Intro.</p><h2 id="a">Requirements</h2><p>Both must be free to marry.</p>'
    expect(excerpt(html, 200)).toBe('Intro. Both must be free to marry.')
  })
})
