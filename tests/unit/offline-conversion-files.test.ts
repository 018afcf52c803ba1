import { describe, expect, it } from 'vitest'
import type { ConversionEvent } from '@/features/leads/conversions/events'
import { conversionsCsv } from '@/features/leads/conversions/files'

// 2026-01-15 15:04:05 UTC: 10:04:05 in New York (UTC-5, winter).
const at = new Date('2026-01-15T15:04:05Z')
const seen = new Date('2026-01-10T12:00:00.123Z')
// The click id's name only places it in Google's file (gclid, gbraid or wbraid column).
const events: ConversionEvent[] = [
  {
    lead: 1,
    step: 'booked',
    at,
    clickId: 'abc',
    clickIdName: 'gclid',
    clickSeenAt: seen,
    currency: '',
  },
  {
    lead: 1,
    step: 'retained',
    at,
    clickId: 'abc',
    clickIdName: 'gbraid',
    clickSeenAt: seen,
    valueCents: 150050,
    currency: 'USD',
  },
  {
    lead: 2,
    step: 'signed',
    at,
    clickId: '-1-2',
    clickIdName: 'wbraid',
    clickSeenAt: seen,
    currency: '',
  },
]
const zone = 'America/New_York'

describe('offline conversion files', () => {
  it("Google: the template's time-zone line and header, one click id column filled, its time format, the value in units", () => {
    expect(conversionsCsv('google', events, zone).split('\n')).toEqual([
      'Parameters:TimeZone=America/New_York',
      'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
      'abc,,,Booked call,2026-01-15 10:04:05-0500,,',
      ',abc,,Client retained,2026-01-15 10:04:05-0500,1500.50,USD',
      ",,'-1-2,Letter signed,2026-01-15 10:04:05-0500,,",
      '',
    ])
  })

  it('Meta: fbc from the click id and the time it was seen, Unix seconds', () => {
    expect(conversionsCsv('meta', events, zone).split('\n').slice(0, 3)).toEqual([
      'fbc,event_name,event_time,action_source,value,currency',
      `fb.1.${seen.getTime()}.abc,Schedule,1768489445,system_generated,,`,
      `fb.1.${seen.getTime()}.abc,Purchase,1768489445,system_generated,1500.50,USD`,
    ])
  })

  it('TikTok: ttclid, standard event, ISO time with the firm’s offset', () => {
    expect(conversionsCsv('tiktok', events, zone).split('\n').slice(0, 4)).toEqual([
      'ttclid,event,timestamp,value,currency',
      'abc,Contact,2026-01-15T10:04:05-05:00,,',
      'abc,CompletePayment,2026-01-15T10:04:05-05:00,1500.50,USD',
      "'-1-2,SubmitForm,2026-01-15T10:04:05-05:00,,",
    ])
  })
})
