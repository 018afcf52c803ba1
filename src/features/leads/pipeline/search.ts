import type { CollectionBeforeOperationHook, Where } from 'payload'
import { foldName } from './fold-name'
import { phoneDigits } from './phone-digits'

function foldCondition(condition: Record<string, unknown>) {
  for (const operator of ['like', 'contains', 'equals'] as const) {
    if (typeof condition[operator] === 'string') {
      condition[operator] = foldName(condition[operator] as string)
    }
  }
}

/**
 * Rewrites `phoneDigits` conditions in place so a phone typed in any format is compared as
 * digits, and `nameFolded` ones so a name typed with or without accents is compared folded.
 */
function normalize(where: Where | undefined): void {
  if (!where || typeof where !== 'object') return
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      value.forEach((part) => normalize(part as Where))
    } else if (key === 'nameFolded' && value && typeof value === 'object') {
      foldCondition(value as Record<string, unknown>)
    } else if (key === 'phoneDigits' && value && typeof value === 'object') {
      const condition = value as Record<string, unknown>
      for (const operator of ['like', 'contains', 'equals'] as const) {
        if (typeof condition[operator] !== 'string') continue
        // A search without digits ('Ana') must not match every phone through like '': '-' is
        // never among the stored digits (and PostgreSQL refuses a NUL character).
        condition[operator] = phoneDigits(condition[operator] as string) || '-'
      }
    }
  }
}

/**
 * The admin's search box searches the folded name, e-mail and phone digits
 * (`listSearchableFields`); it
 * sends what the agent typed, '(202) 555-0143' or '+1 202 555 0143', which becomes digits here.
 */
export const phoneSearch: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'read' || operation === 'count') normalize((args as { where?: Where }).where)
  return args
}
