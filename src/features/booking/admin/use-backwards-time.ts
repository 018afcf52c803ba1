'use client'
import { useFormFields } from '@payloadcms/ui'

/**
 * Whether an availability row's "To" is not after its "From", read live from the form: the
 * server's validate refuses the save for it, but the form state Payload fetches after a refused
 * save skips validation and clears that error, so the field says it itself.
 */
export function useBackwardsTime(path: string, name: string, value: string | null | undefined) {
  const fromPath = path.replace(/[^.]+$/, 'from')
  const from = useFormFields(([fields]) => (name === 'to' ? fields[fromPath]?.value : undefined))
  return name === 'to' && typeof from === 'string' && typeof value === 'string' && from >= value
}
