import { describe, expect, it } from 'vitest'
import { isTwilioSigned, twilioSignature, usE164 } from '@/features/texting/twilio'

describe('Twilio', () => {
  it("signs a webhook as Twilio's documentation example does", () => {
    // https://www.twilio.com/docs/usage/security#validating-requests
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2'
    const fields = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    }
    expect(twilioSignature('12345', url, fields)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=')
    expect(isTwilioSigned('12345', url, fields, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true)
    expect(
      isTwilioSigned('12345', url, { ...fields, Digits: '1235' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ='),
    ).toBe(false)
    expect(isTwilioSigned('12345', url, fields, null)).toBe(false)
  })

  it('texts US numbers only, as E.164', () => {
    expect(usE164('(202) 555-0177')).toBe('+12025550177')
    expect(usE164('12025550177')).toBe('+12025550177')
    expect(usE164('5215512345678')).toBeNull()
    expect(usE164('123456789')).toBeNull()
    expect(usE164('1125550177')).toBeNull()
  })
})
