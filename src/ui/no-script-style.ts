/**
 * The style a page adds in `<noscript>`: controls that only work with JavaScript hide (their
 * `<noscript>` twin shows instead), such as a carousel's buttons: its row of slides scrolls and
 * snaps by itself, with or without JavaScript (ui/Carousel.client.tsx), and shows its scrollbar.
 */
export const noScriptStyle =
  '.js-only{display:none!important}.carousel-viewport{scrollbar-width:auto}'
