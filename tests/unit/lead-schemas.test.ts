import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import { rulesForPost } from '@/features/leads/intake/form-rules'
import { validateLead } from '@/features/leads/intake/schemas'
import { leadErrorText } from '@/features/leads/intake/texts'

const valid = {
  nombre: 'Ana Pérez',
  email: '',
  phone: '2025550143',
  checkbox: '1',
  mensaje: 'Hola',
}

function firstError(fields: Record<string, string>, seccion: string, endpoint?: 'tramcase') {
  const rules = rulesForPost({ ...fields, seccion }, { endpoint })
  const result = validateLead({ ...fields, seccion }, rules)
  return result.ok ? null : leadErrorText(rules.locale, result.error)
}

describe('general English form (Footer Inglés)', () => {
  const s = 'Footer Inglés'
  it('accepts a valid lead with an optional e-mail left blank', () => {
    expect(firstError(valid, s)).toBeNull()
  })
  it('checks name, email, phone, terms in that order, one message at a time', () => {
    expect(firstError({}, s)).toBe('Please enter your name.')
    expect(firstError({ nombre: '   ' }, s)).toBe('Please enter your name.')
    expect(firstError({ nombre: 'Ana', email: 'nope' }, s)).toBe(
      'Please enter a valid email address.',
    )
    expect(firstError({ nombre: 'Ana', email: 'a@b.co', phone: '12345678' }, s)).toBe(
      'Please enter a valid phone number.',
    )
    expect(firstError({ nombre: 'Ana', phone: '(202) 555-014' }, s)).toBe(
      'Please accept the terms and conditions.',
    )
  })
  it('counts phone digits after stripping everything else', () => {
    expect(firstError({ ...valid, phone: '+1 (202) 555-0143' }, s)).toBeNull()
    expect(firstError({ ...valid, phone: 'abc-123-45-67' }, s)).toBe(
      'Please enter a valid phone number.',
    )
  })
  it('treats a name that is only symbols as missing (sanitized to nothing)', () => {
    expect(firstError({ ...valid, nombre: '<script>!!</script>' }, s)).toBeNull()
    expect(firstError({ ...valid, nombre: '<>!!;' }, s)).toBe('Please enter your name.')
  })
})

describe('visa pages use the short e-mail message', () => {
  it('English', () => {
    expect(firstError({ ...valid, email: 'bad@' }, 'Visa T Inglés')).toBe(
      'Please enter a valid email.',
    )
  })
  it('Spanish', () => {
    expect(firstError({ ...valid, email: 'bad@' }, 'Visa U Español')).toBe(
      'Por favor ingrese correo electrónico válido.',
    )
  })
})

describe('Spanish forms', () => {
  it('give the Spanish messages in order', () => {
    const s = 'Footer Español'
    expect(firstError({}, s)).toBe('Por favor ingrese su nombre.')
    expect(firstError({ nombre: 'Ana', email: 'x' }, s)).toBe(
      'Por favor ingrese un correo electrónico válido.',
    )
    expect(firstError({ nombre: 'Ana', phone: '1' }, s)).toBe(
      'Por favor ingrese un número de teléfono válido.',
    )
    expect(firstError({ nombre: 'Ana', phone: '123456789' }, s)).toBe(
      'Por favor acepte los términos y condiciones.',
    )
  })
  it('the Spanish contact form does not check the terms', () => {
    expect(firstError({ ...valid, checkbox: '' }, 'Contacto Español')).toBeNull()
    expect(firstError({ ...valid, checkbox: '' }, 'Contacto Inglés')).toBe(
      'Please accept the terms and conditions.',
    )
  })
})

describe('situation forms (tramcase, YouTube, TikTok)', () => {
  it('require a situation between phone and terms', () => {
    expect(firstError(valid, 'Tik Tok Ads')).toBe('Por favor seleccione una situación.')
    expect(firstError(valid, 'Youtube Landing abc')).toBe('Por favor seleccione una situación.')
    expect(firstError(valid, 'Cualquier', 'tramcase')).toBe('Por favor seleccione una situación.')
    expect(firstError({ ...valid, situacion: 'spouse' }, 'Tik Tok Ads')).toBeNull()
    expect(firstError({ ...valid, situacion: 'invented' }, 'Tik Tok Ads')).toBe(
      'Por favor seleccione una situación.',
    )
    expect(
      firstError({ nombre: 'Ana', phone: '123456789', situacion: 'none' }, 'Tik Tok Ads'),
    ).toBe('Por favor acepte los términos y condiciones.')
  })
})

describe('parole form', () => {
  const s = 'Landing Parole Inglés'
  const ok = {
    checkbox: '1',
    nombre: 'Ana',
    casado: 'si',
    estancia: 'si',
    phone: '123456789',
    email: 'a@b.co',
  }
  it('checks terms, name, married, stay, phone, email (required), in that order', () => {
    expect(firstError({}, s)).toBe('Please accept the terms and conditions.')
    expect(firstError({ checkbox: '1' }, s)).toBe('Please enter your name.')
    expect(firstError({ checkbox: '1', nombre: 'Ana' }, s)).toBe('Please enter if you are married.')
    expect(firstError({ checkbox: '1', nombre: 'Ana', casado: 'si' }, s)).toBe('Please enter stay.')
    expect(firstError({ ...ok, phone: '12' }, s)).toBe('Please enter a valid phone number.')
    expect(firstError({ ...ok, email: '' }, s)).toBe('Please enter a valid email address.')
    expect(firstError(ok, s)).toBeNull()
  })
  it('requires a situation only when either answer is no', () => {
    expect(firstError({ ...ok, casado: 'no' }, s)).toBe('Please select a situation.')
    expect(firstError({ ...ok, estancia: 'no' }, s)).toBe('Please select a situation.')
    expect(firstError({ ...ok, casado: 'no', situacion: 'crimeVictim' }, s)).toBeNull()
  })
  it('has Spanish messages too', () => {
    expect(firstError({ checkbox: '1', nombre: 'Ana' }, 'Landing Parole Español')).toBe(
      'Por favor ingrese si está casado.',
    )
    expect(
      firstError({ checkbox: '1', nombre: 'Ana', casado: 'no' }, 'Landing Parole Español'),
    ).toBe('Por favor ingrese estancia.')
  })
})

describe('referral and social-media posts', () => {
  it('a referral post checks the visitor, then that there is a referral, then its phone', () => {
    const visitor = { referidor_nombre: 'Carmen Soto', referidor_telefono: '2025550177' }
    const referral = { nombre: 'Luis', phone: '123456789' }
    expect(firstError({ ...referral }, 'Referidos')).toBe('Por favor ingrese su nombre.')
    expect(firstError({ ...referral, referidor_nombre: 'Carmen' }, 'Referidos')).toBe(
      'Por favor ingrese un número de teléfono válido (al menos 9 dígitos).',
    )
    expect(firstError(visitor, 'Referidos')).toBe('Por favor ingrese al menos un referido.')
    expect(firstError({ ...visitor, nombre: 'Luis' }, 'Referidos')).toBe(
      'Por favor ingrese al menos un referido.',
    )
    expect(firstError({ ...visitor, nombre: 'Luis', phone: '1234' }, 'Referidos')).toBe(
      'Por favor ingrese un número de teléfono válido (al menos 9 dígitos).',
    )
    expect(firstError({ ...visitor, ...referral }, 'Referidos')).toBeNull()
    expect(firstError({ ...visitor, locale: 'en' }, 'Referidos')).toBe(
      'Please enter at least one referral.',
    )
  })
  it('social media: name, phone, agent, link', () => {
    const check = (fields: Record<string, string>) => {
      const rules = rulesForPost(fields, { endpoint: 'socialmedia' })
      const result = validateLead(fields, rules)
      return result.ok ? null : leadErrorText('es', result.error)
    }
    expect(check({ nombre: 'Ana', phone: '123456789' })).toBe('Por favor seleccione un Agente.')
    expect(check({ nombre: 'Ana', phone: '123456789', agente: 'General' })).toBe(
      'Por favor ingrese link de la conversación.',
    )
    expect(
      check({ nombre: 'Ana', phone: '123456789', agente: 'General', link: 'https://m.me/x' }),
    ).toBeNull()
  })
})

describe('message catalogs', () => {
  it('hold every lead error and situation in both languages', () => {
    expect(Object.keys(en.leadErrors).sort()).toEqual(Object.keys(es.leadErrors).sort())
    expect(Object.keys(en.situations).sort()).toEqual(Object.keys(es.situations).sort())
    expect(
      Object.keys(es.situations).filter((key) => !['label', 'placeholder'].includes(key)),
    ).toHaveLength(8)
  })
})

describe("the visitor's message is evidence (issue 34, point 5)", () => {
  const kept = (mensaje: string) => {
    const rules = rulesForPost({ ...valid, mensaje, seccion: 'Footer Español' }, {})
    const result = validateLead({ ...valid, mensaje, seccion: 'Footer Español' }, rules)
    return result.ok ? result.lead.mensaje : result
  }
  it('stores what was written, punctuation and slashes included', () => {
    expect(kept('  ¿Cuánto cuesta la consulta?  ')).toBe('¿Cuánto cuesta la consulta?')
    expect(kept('Caso A-123/2024: <b>urgente</b> & "pronto"')).toBe(
      'Caso A-123/2024: <b>urgente</b> & "pronto"',
    )
  })
  it('drops control characters only, keeps line breaks as LF and caps the length', () => {
    expect(kept('uno\u0000\u0007\r\ndos\u009f')).toBe('uno\ndos')
    expect(String(kept('x'.repeat(20_000))).length).toBe(10_000)
  })
})
