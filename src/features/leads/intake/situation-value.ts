import en from '../../../../messages/en.json'
import es from '../../../../messages/es.json'
import { situationKeys } from './situations'

const comparable = (value: string) =>
  value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()

/** Each option's key under its key and under its text in either language. */
const byValue = new Map<string, string>(
  situationKeys.flatMap((key) => [
    [comparable(key), key],
    [comparable(es.situations[key]), key],
    [comparable(en.situations[key]), key],
  ]),
)

/**
 * The situation key a post means: the site's forms send the key, an API client may send the
 * option's text as shown in Spanish or English. Anything else is returned as it came.
 */
export function situationKeyOf(value: string): string {
  return byValue.get(comparable(value)) ?? value
}
