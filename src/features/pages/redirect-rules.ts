import { sitePath } from '@/lib/links'

/**
 * A site path as redirects store it: one leading slash, no trailing one, no query; null when
 * it is not a path of this site (`//host`, `/\host`, a scheme, empty: lib/links).
 */
export function normalizePath(value: unknown): string | null {
  const path = sitePath(typeof value === 'string' ? value.trim().split(/[?#]/)[0] : value)
  if (!path) return null
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

type Rule = { from: string; to: string }

/** Whether `from → to` would lead back to `from` through the existing rules (or is one step). */
export function loopProblem(from: string, to: string, rules: Rule[]): boolean {
  const next = new Map(rules.map((rule) => [rule.from, rule.to]))
  const seen = new Set<string>([from])
  let current: string | undefined = to
  while (current !== undefined) {
    if (seen.has(current)) return true
    seen.add(current)
    current = next.get(current)
  }
  return false
}
