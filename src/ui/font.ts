import localFont from 'next/font/local'

/**
 * Inter (variable, Latin: Spanish and English), self-hosted through next/font. The file is
 * @fontsource's Latin Inter cut to the weights the pages set, 400 to 700 (`npm run
 * generate:font`): 30 KB instead of 48 KB. Not preloaded, and only used by a page that can have
 * it at once: a visit's first page is drawn in the fallback sized to Inter's metrics and fetches
 * the font once it is on screen, the visit's later pages use it from the cache
 * (lib/web-font.mjs); `optional` never swaps it in after a page's first paint.
 */
export const inter = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: false,
  adjustFontFallback: 'Arial',
})
