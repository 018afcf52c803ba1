import { initI18n } from '@payloadcms/translations'
import { es } from '@payloadcms/translations/languages/es'
import { describe, expect, test } from 'vitest'
import { adminI18n } from '../../src/admin-texts'

// Words of "tú" (pronouns, verbs of the second person, commands) seen in Payload's Spanish.
const tu =
  /\b(tú|tu|tus|te|ti|has|puedes|tienes|debes|deseas|olvidaste|recibirás|solicitaste|sales|tomas|introduce|intenta|revisa|haz|verifica|elige|busca|selecciona|arrastra|guarda|cierra|crea|corrige|escribe|usa)\b/i

describe('the Spanish admin says "usted"', () => {
  test('every Payload string (login, forgotten password, reset e-mail…) and every site text', async () => {
    const site = (adminI18n.translations as Record<string, Record<string, Record<string, string>>>)
      .es
    const payload = es.translations as unknown as Record<string, Record<string, string>>
    const groups = [...new Set([...Object.keys(payload), ...Object.keys(site)])]
    // What the admin shows: the site's string where it has one (Payload merges them so), else Payload's.
    const said = groups.flatMap((group) =>
      Object.keys({ ...payload[group], ...site[group] }).map((key) => [
        `${group}:${key}`,
        site[group]?.[key] ?? payload[group]?.[key],
      ]),
    )
    expect(said.length).toBeGreaterThan(500)
    expect(said.filter(([, text]) => tu.test(text))).toEqual([])
  })

  test('the login page', async () => {
    const i18n = await initI18n({ config: adminI18n, context: 'client', language: 'es' })
    expect(i18n.t('authentication:forgotPasswordQuestion')).toBe('¿Olvidó su contraseña?')
    expect(i18n.t('authentication:loggedOutSuccessfully')).toBe('Su sesión se cerró correctamente.')
  })
})
