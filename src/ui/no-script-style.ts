/**
 * The style a page adds in `<noscript>`: controls that only work with JavaScript hide (their
 * `<noscript>` twin shows instead), and a carousel becomes a row the visitor swipes or scrolls,
 * one slide at a time, since its buttons would do nothing.
 */
export const noScriptStyle =
  '.js-only{display:none!important}' +
  '.carousel-viewport{overflow-x:auto!important;scroll-snap-type:x mandatory}' +
  '.carousel-viewport [role=group]{scroll-snap-align:start}'
