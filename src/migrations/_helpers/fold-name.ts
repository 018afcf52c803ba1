/**
 * A name as the search compared it when the lead_name_folded migrations were written: lower
 * case, without accents. A copy, not an import of features/leads/pipeline/fold-name.ts, so a
 * later change there never changes what an old migration wrote.
 */
export function foldName(name: string | null | undefined): string {
  return String(name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
