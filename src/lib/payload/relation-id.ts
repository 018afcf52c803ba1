/**
 * The id a relationship field holds, whether Payload returned it as an id (depth 0) or as the
 * related document (depth ≥ 1).
 */
export function relationId(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value
}

/** `relationId` as a number: the site's collections have numeric ids on both adapters. */
export function relationNumber(value: unknown): number {
  return Number(relationId(value))
}
