import { onFirstPaint } from './first-paint.mjs'

// The site's one web font (src/ui/font.ts) never competes with a first paint. Preloaded, its
// 30 KB went out beside the stylesheet and the hero image and held back the largest paint by
// about half a second on a phone (Lighthouse: LCP − FCP 450–600 ms, against 0 for a bare Next
// page). Now the pages' text uses it only when `<html>` has `data-font` (app/styles/globals.css),
// which this inline script in the `<head>` sets before anything is drawn when an earlier page of
// the same visit (the tab's sessionStorage) has loaded the font: it is in the browser's cache
// then. Otherwise the page stays in the fallback sized to Inter's metrics, and the font is
// fetched once the page is on screen, for the next one. With `font-display: optional` a page
// never swaps fonts after its first paint: no late repaint, no layout shift.
//
// Not localStorage: it outlives the HTTP cache (a phone evicts files, Lighthouse clears the cache
// and keeps localStorage), and a page that trusted a stale flag would fetch the font at the
// highest priority before its first paint, the cost this avoids.

/** The sessionStorage key that says a page of this visit has loaded the font. */
export const webFontKey = 'site-font'

/** The script's text (ES5, for an inline `<script>` in the `<head>`). */
export const webFontScript =
  `(function(){var d=document.documentElement,k=${JSON.stringify(webFontKey)};` +
  'try{if(sessionStorage.getItem(k))d.setAttribute("data-font","")}catch(e){}' +
  onFirstPaint(
    'var f=getComputedStyle(d).getPropertyValue("--font-inter").split(",")[0];' +
      'if(f&&document.fonts)document.fonts.load("1em "+f).then(function(l){' +
      'if(l.length)try{sessionStorage.setItem(k,"1")}catch(e){}},function(){})',
  ) +
  '})()'

/**
 * Its Content-Security-Policy source: pages rendered per request allow scripts by nonce and
 * 'strict-dynamic' (the proxy), where an inline script without the nonce runs only by its hash.
 * tests/unit/web-font.test.ts holds it equal to the script's.
 */
export const webFontScriptHash = "'sha256-20vICujBtHdcuf/u4OQMcFWeU80uUETvPlZQuJ6Nmmw='"
