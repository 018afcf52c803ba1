import { englishAliases, livePrefix, pathnames, type Locale } from './routing'

type Route = { es: string; en: string }

const routes: Route[] = Object.values(pathnames)
  .map((value) => (typeof value === 'string' ? { es: value, en: value } : value))
  // Static routes win over dynamic ones, as in the router.
  .sort((a, b) => dynamicCount(a.es) - dynamicCount(b.es))

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

/** Blog articles and categories have a different slug per language: a redirect route resolves them. */
function isBlogDetail(path: string): boolean {
  return /^\/blog\/[^/]+(\/[^/]+)?$/.test(path)
}

/**
 * The counterpart of a public path in the other language, following the spec's language switch:
 * route table both ways, blog details through `/redireccion`, unknown English paths to `/es`,
 * unknown Spanish paths to `/en`. A trailing slash is removed before lookup.
 */
export function switchLanguagePath(rawPath: string): string {
  const withoutQuery = rawPath.split(/[?#]/)[0] || '/'
  const path = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') || '/' : withoutQuery
  const from = localeOfPath(path)
  const to: Locale = from === 'en' ? 'es' : 'en'
  const aliased = from === 'en' ? (englishAliases[path] ?? path) : path
  const inner = from === 'en' ? aliased.slice(3) || '/' : aliased

  if (isBlogDetail(inner)) return `/redireccion${path}`

  const live = livePrefix[from]
  const liveMatch = inner.match(new RegExp(`^/${live}([^/]+)$`))
  if (liveMatch) return publicPath(to, `/${livePrefix[to]}${liveMatch[1]}`)

  for (const route of routes) {
    const params = match(route[from], inner)
    if (params) return publicPath(to, fill(route[to], params))
  }
  return to === 'es' ? '/es' : '/en'
}

/** A path in the table's form for one language, with the `/en` prefix where needed. */
export function publicPath(locale: Locale, inner: string): string {
  if (locale === 'es') return inner
  return inner === '/' ? '/en' : `/en${inner}`
}
