import { webFontScript } from '@/lib/web-font.mjs'

/**
 * The web font's inline script (lib/web-font.mjs), in the `<head>` so that it runs before the
 * first paint. It may set `data-font` on `<html>` before React hydrates it: the root layouts mark
 * `<html>` with `suppressHydrationWarning` for that attribute.
 */
export function WebFontScript() {
  return <script dangerouslySetInnerHTML={{ __html: webFontScript }} />
}
