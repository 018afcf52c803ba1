'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The current password on one's own account page: a change of password or e-mail is refused
 * without it (password-policy.ts). A password input (masked, the browser's current-password
 * autofill), sent with the form, never stored.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField field={field} path={path ?? field.name} autoComplete="current-password" />
)
