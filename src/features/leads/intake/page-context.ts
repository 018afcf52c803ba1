import { cookies } from 'next/headers'
import { decodeFlash, flashCookie } from './flash'

/**
 * The failed no-JavaScript post the visitor just made, for the uncached retry page only: cached
 * pages never read cookies (reading one would make every page render per visitor).
 */
export async function retryFlash() {
  return decodeFlash((await cookies()).get(flashCookie)?.value)
}
