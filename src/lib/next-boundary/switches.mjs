// Each use of Next.js behaviour that Next does not document can be turned off on its own, so a
// Next release that changes it is answered by one environment variable while the code catches
// up: `NEXT_BOUNDARY_<NAME>=0` turns the item off, `1` or unset leaves it on (src/lib/env.mjs
// refuses any other value). The README's "Where the site relies on undocumented Next behaviour" lists them with their tests.

import { setting } from '../env.mjs'

/**
 * @typedef {'AFTER_PAINT' | 'HTML_BYTES' | 'COMPILE_HINTS' | 'PAGE_CACHE_HEADER' | 'SCRIPT_HASHES' | 'CACHE_CONTROL_RULE' | 'NOT_FOUND_IN_SUSPENSE'} BoundaryItem
 */

/**
 * Whether the boundary item is on (read on each call: tests and scripts set it per process).
 * @param {BoundaryItem} item
 */
export function boundaryItemOn(item) {
  return setting(/** @type {`NEXT_BOUNDARY_${BoundaryItem}`} */ (`NEXT_BOUNDARY_${item}`)) !== '0'
}
