import {
  englishAliases,
  livePrefix,
  publicPath,
  routeTable,
  slugPerLanguage,
  type Locale,
} from './routing'

export { publicPath }

// Static routes win over dynamic ones, as in the router.
const routes = [...routeTable].sort((a, b) => dynamicCount(a.es) - dynamicCount(b.es))

function dynamicCount(pattern: string): number {
  return (pattern.match(/\[/g) ?? []).length
}

function match(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean)
  const pathParts = path.split('/').filter(Boolean)
  if (patternParts.length !== pathParts.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]
    if (part.startsWith('[')) params[part] = pathParts[i]
    else if (part !== pathParts[i]) return null
  }
  return params
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern
    .split('/')
    .map((part) => params[part] ?? part)
    .join('/')
}

/** Which language a public path is in. */
export function localeOfPath(path: string): Locale {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'es'
}

/**
 * The counterpart of a public path in the other language, following the spec's language switch:
 * route table both ways, articles and categories (a slug per language) through `/redireccion`,
 * unknown English paths to `/es`, unknown Spanish paths to `/en`. A trailing slash is removed
 * before lookup.
 */
export function switchLanguagePath(rawPath: string): string {
  const withoutQuery = rawPath.split(/[?#]/)[0] || '/'
  const path = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') || '/' : withoutQuery
  const from = localeOfPath(path)
  const to: Locale = from === 'en' ? 'es' : 'en'
  const aliased = from === 'en' ? (englishAliases[path] ?? path) : path
  const inner = from === 'en' ? aliased.slice(3) || '/' : aliased

  const live = livePrefix[from]
  const liveMatch = inner.match(new RegExp(`^/${live}([^/]+)$`))
  if (liveMatch) return publicPath(to, `/${livePrefix[to]}${liveMatch[1]}`)

  for (const route of routes) {
    const params = match(route[from], inner)
    if (!params) continue
    if (slugPerLanguage.includes(route.internal)) return `/redireccion${path}`
    return publicPath(to, fill(route[to], params))
  }
  return to === 'es' ? '/es' : '/en'
}
