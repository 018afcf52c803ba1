import type { Field } from 'payload'
import { isAdminField, never } from '@/lib/access/roles'

/**
 * Stored for the second factor; `hidden` ones never leave the server (no API, no admin).
 * `hidden` only strips reads: no REST call or admin form writes them either (a password-only
 * session setting its own recovery codes would pass the second step with a code it chose). The
 * two-factor endpoints write them straight through the database adapter (account.ts).
 */
const secretField = (name: string, type: 'text' | 'json' | 'number', es: string, en: string) =>
  ({
    name,
    type,
    hidden: true,
    label: { es, en },
    access: { create: never, update: never },
  }) as Field

export const twoFactorFields: Field[] = [
  {
    name: 'twoFactorRequired',
    type: 'checkbox',
    defaultValue: false,
    label: {
      es: 'Exigir verificación en dos pasos (editores; administradores y agentes siempre la tienen)',
      en: 'Require two-step verification (editors; admins and agents always have it)',
    },
    access: { create: isAdminField, update: isAdminField },
  },
  {
    name: 'twoFactorEnabledAt',
    type: 'date',
    label: { es: 'Verificación en dos pasos activada', en: 'Two-step verification on since' },
    access: { create: never, update: never },
    admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  secretField('twoFactorSecret', 'text', 'Clave de la aplicación', 'Authenticator key'),
  secretField('twoFactorPendingSecret', 'text', 'Clave por confirmar', 'Key to confirm'),
  secretField('twoFactorRecoveryCodes', 'json', 'Códigos de recuperación', 'Recovery codes'),
  secretField('twoFactorLastStep', 'number', 'Último código usado', 'Last code used'),
  {
    // The sessions (Payload's `sid`) that passed the second factor. Not hidden: Payload's JWT
    // strategy loads the session's user with it (overriding access), so access rules read it
    // without a query; no API answer shows it.
    name: 'twoFactorSessions',
    type: 'json',
    label: { es: 'Sesiones verificadas', en: 'Verified sessions' },
    access: { read: never, create: never, update: never },
    admin: { hidden: true },
  },
]
