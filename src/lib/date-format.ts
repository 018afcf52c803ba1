/**
 * One `Intl.DateTimeFormat` per locale and options, made once and kept: making one loads the
 * locale's and the zone's data (tens of microseconds), and the leads' hot path (the reply's "when
 * we will call", the firm's hours) asks for the same few dozens of times per lead. Free of server
 * imports, as time-words.ts (which a client component uses) needs.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

/** Formats kept at most: the keys are few (locales × zones × shapes); this bounds a bad caller. */
const most = 500

export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    // Throws for a zone Intl does not know, as the constructor does; nothing is kept then.
    format = new Intl.DateTimeFormat(locale, options)
    if (formats.size >= most) formats.clear()
    formats.set(key, format)
  }
  return format
}
