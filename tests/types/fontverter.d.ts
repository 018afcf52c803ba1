/** The part of fontverter (no types of its own) that tests/unit/font.test.ts uses. */
declare module 'fontverter' {
  export function convert(
    font: Uint8Array,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
    fromFormat?: string,
  ): Promise<Buffer>
}
