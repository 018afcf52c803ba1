import type { CollectionAfterChangeHook, Field, FieldAccess, PayloadRequest } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { label } from '@/lib/admin-label'
import { recordRequestAudit } from '@/features/audit'
import { loadAccount, saveAccount } from './account'

/**
 * Clears an account's second factor (a lost phone), on the audit trail: it enrols again at its
 * next login, and every device it remembered is forgotten (the cookie signs the enrolment date).
 * False when there is no such account.
 */
export async function resetSecondFactor(req: PayloadRequest, id: number | string) {
  const account = await loadAccount(req, id)
  if (!account) return false
  await saveAccount(req, id, {
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: null,
    twoFactorLastStep: null,
    twoFactorRecoveryCodes: [],
    twoFactorSessions: [],
  })
  await recordRequestAudit(req, {
    action: 'two-factor-reset',
    details: { account: account.email, accountId: account.id },
  })
  return true
}

const adminOnly: FieldAccess = ({ req }) => hasRole(req.user as never, 'admin')

/**
 * The admin's button for it on a colleague's account: a checkbox saved with the form (never
 * stored), shown once the account has enrolled.
 */
export const resetField: Field = {
  name: 'resetTwoFactor',
  type: 'checkbox',
  virtual: true,
  label: label(
    'Reiniciar la verificación en dos pasos al guardar (teléfono perdido: deberá volver a activarla)',
    'Reset two-step verification on save (lost phone: they set it up again at next login)',
  ),
  access: { read: adminOnly, create: () => false, update: adminOnly },
  // Virtual fields are read-only in the admin unless said otherwise.
  admin: { readOnly: false, condition: (data) => Boolean(data?.twoFactorEnabledAt) },
}

/** Acts on the ticked checkbox after the account's save (field access already checked). */
export const resetOnSave: CollectionAfterChangeHook = async ({ doc, operation, req, data }) => {
  if (operation !== 'update' || data?.resetTwoFactor !== true) return doc
  if (!hasRole(req.user as never, 'admin')) return doc
  await resetSecondFactor(req, doc.id)
  return { ...doc, twoFactorEnabledAt: null }
}
