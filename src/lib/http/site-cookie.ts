import { env } from '@/lib/env.mjs'

/** Whether the site's public origin is https (SITE_URL, read at run time: not a build input). */
export const servedOverHttps = (): boolean => env().SITE_URL?.startsWith('https://') ?? false

/**
 * The options of a cookie the site sets on a visitor: for the whole site, sent on same-site
 * requests and top-level navigations (lax), and `Secure` whenever the site is served over https.
 */
export const siteCookie = (options: { httpOnly: boolean; maxAge: number }) => ({
  ...options,
  sameSite: 'lax' as const,
  path: '/',
  secure: servedOverHttps(),
})
