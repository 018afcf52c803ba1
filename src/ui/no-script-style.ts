/**
 * The style a page adds in `<noscript>`: controls that only work with JavaScript hide (their
 * `<noscript>` twin shows instead), such as a carousel's buttons: its row of slides scrolls and
 * snaps by itself, with or without JavaScript (ui/Carousel.client.tsx), and shows its scrollbar.
 * The web font, which a script turns on (lib/web-font.mjs), is on: it shows if it arrives in
 * time (`font-display: optional`).
 */
export const noScriptStyle =
  '.js-only{display:none!important}.carousel-viewport{scrollbar-width:auto}' +
  'html{--font-web:var(--font-inter)}'
