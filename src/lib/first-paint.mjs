// A browser snippet shared by the inline scripts that wait for the page's first paint: the
// cached pages' script loader (next-boundary/scripts-after-paint.mjs) and the web font's
// (web-font.mjs). Plain JavaScript text, ES5, for an inline <script>.

/**
 * Statements that run `call` (JavaScript statements) once, when the browser reports
 * `first-contentful-paint` (a `PerformanceObserver`, which fires once that frame is on screen); in
 * browsers without paint timing at the first frame they may draw (`requestAnimationFrame`, never
 * run while a stylesheet blocks rendering); and after 5 s for a page that has not painted (a tab
 * kept in the background).
 * @param {string} call
 */
export function onFirstPaint(call) {
  return (
    `var started=false;function start(){if(started)return;started=true;${call}}` +
    'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&' +
    'P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,observer){' +
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}' +
    '}).observe({type:"paint",buffered:true})}else requestAnimationFrame(start);' +
    'setTimeout(start,5000)'
  )
}
