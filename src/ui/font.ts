import localFont from 'next/font/local'

/**
 * Inter (variable, Latin: Spanish and English), self-hosted from the @fontsource package through
 * next/font so the page preloads it in its <head> and text never waits for the CSS to find it.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  preload: true,
  adjustFontFallback: 'Arial',
})
