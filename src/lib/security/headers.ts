/** The proxy's side of the security headers: the policy with a nonce (./static-headers.mjs). */
export { contentSecurityPolicy } from './static-headers.mjs'

/** A random nonce for one response (Web Crypto: the proxy runs it). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}
