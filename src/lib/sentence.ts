/**
 * A template with its `{name}` placeholders filled, where a value that ends with a period ("9:00
 * a. m.", "10:00 a.m.") and the template's own period right after the placeholder make one period,
 * not "a. m..". An unknown placeholder stays as written.
 */
export function fillSentence(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, period: string) => {
    if (!Object.hasOwn(values, name)) return whole
    const value = values[name] ?? ''
    return value + (period && value.endsWith('.') ? '' : period)
  })
}
