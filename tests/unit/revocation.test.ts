import { describe, expect, it } from 'vitest'
import { readRevocation } from '@/features/texting/revocation'

describe('a reply that revokes consent to texts (issue 34)', () => {
  it.each([
    ['Revoke', 'en'],
    ['opt out', 'en'],
    ['Opt-Out!', 'en'],
    ['Please stop texting me', 'en'],
    ['STOP ALL', 'en'],
    ['Cancel my texts', 'en'],
    ["Don't text me anymore", 'en'],
    ['remove me from this list', 'en'],
    ['No me manden más mensajes', 'es'],
    ['Basta ya', 'es'],
    ['Por favor darme de baja', 'es'],
    ['Dejen de escribirme', 'es'],
    ['¡No más!', 'es'],
    ['NO QUIERO RECIBIR MÁS MENSAJES', 'es'],
  ])('%s revokes (%s)', (message, locale) => {
    expect(readRevocation(message)).toMatchObject({ revokes: true, locale })
  })

  it.each([
    'I will stop by your office tomorrow at 5 to end the paperwork',
    'please stop calling me after 5',
    'I want to cancel my appointment',
    'Me dieron de baja en el trabajo',
  ])('%s may revoke: asked once', (message) => {
    expect(readRevocation(message)?.revokes).toBe('unclear')
  })

  it.each([
    'Hola, ¿cuánto cuesta la consulta?',
    'No más quería preguntar por mi caso',
    'Gracias, para mañana',
    'deje de trabajar en marzo',
    'Yes',
    '',
  ])('%s is a message for staff, not a revocation', (message) => {
    expect(readRevocation(message)).toBeNull()
  })
})
