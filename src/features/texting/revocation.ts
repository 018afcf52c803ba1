import type { Locale } from '@/i18n/routing'

/**
 * How a reply revokes consent to texts (47 CFR 64.1200(a)(10), in force since April 2025): the
 * per-se words — stop, quit, end, revoke, opt out, cancel, unsubscribe — and their Spanish
 * counterparts, alone or in a short reply made only of them and courtesy words ("Please stop
 * texting me"), or a clear sentence ("No me manden más mensajes") anywhere in a reply. A per-se
 * word inside a longer message ("I'll stop by at 5 to end the paperwork") may be one: unclear,
 * the visitor is asked once and the lead's agent told.
 */
export type ReplyReading =
  | { revokes: true; phrase: string; locale: Locale | null }
  | { revokes: 'unclear'; phrase: string; locale: Locale | null }

type Phrase = { words: string; locale: Locale | null }

/** Words that revoke on their own (after normalizing: lower case, no accents, no punctuation). */
const perSeWords: Phrase[] = [
  ...['stop', 'stopall', 'quit', 'end', 'revoke', 'cancel', 'unsubscribe', 'optout'].map(
    (words) => ({ words, locale: 'en' as const }),
  ),
  // "No más" alone; inside a sentence it is often "just" (Mexican Spanish): not per se there.
  ...['alto', 'parar', 'basta', 'cancelar', 'baja', 'detener', 'no mas'].map((words) => ({
    words,
    locale: 'es' as const,
  })),
]

/** Sentences that revoke wherever they stand in a reply. */
const clearSentences: Phrase[] = [
  ...[
    'opt out',
    'optout',
    'unsubscribe',
    'revoke',
    'stop texting',
    'stop messaging',
    'stop sending',
    'stop the texts',
    'stop the messages',
    'no more texts',
    'no more messages',
    'dont text',
    'do not text',
    'dont message',
    'do not message',
    'dont send me',
    'do not send me',
    'remove me',
    'take me off',
    'leave me alone',
  ].map((words) => ({ words, locale: 'en' as const })),
  ...[
    'no me manden',
    'no me mande',
    'no me envien',
    'no me envie',
    'no me escriban',
    'no me escriba',
    'no me contacten',
    'no me sigan',
    'no quiero mensajes',
    'no quiero mas mensajes',
    'no quiero recibir',
    'no mas mensajes',
    'darme de baja',
    'dame de baja',
    'denme de baja',
    'deme de baja',
    'dejar de recibir',
    ...['dejen de', 'deje de'].flatMap((stop) =>
      ['escribirme', 'mandarme', 'enviarme', 'escribir', 'mandar', 'enviar', 'textearme'].map(
        (verb) => `${stop} ${verb}`,
      ),
    ),
    'borren mi numero',
    'quitenme',
    'dejenme en paz',
  ].map((words) => ({ words, locale: 'es' as const })),
]

/** Words that may stand beside a per-se word without making the reply unclear. */
const courtesy = new Set(
  (
    'please pls plz now all thanks thank you ok okay me my the to this from list number texts text ' +
    'texting messages message messaging sms it por favor gracias ya todo todos los mensajes mensaje ' +
    'de a mi numero esta este lista ahora sms'
  ).split(' '),
)

/** "¡No me manden MÁS mensajes!" → "no me manden mas mensajes"; "Opt-Out" → "opt out". */
export function normalizeReply(body: string): string {
  return body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bdon'?t\b/g, 'dont')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const contains = (text: string, words: string) => ` ${text} `.includes(` ${words} `)

/** Whether a visitor's reply revokes consent to texts, may revoke it, or neither (null). */
export function readRevocation(body: string): ReplyReading | null {
  const text = normalizeReply(body)
  if (!text) return null
  const sentence = clearSentences.find(({ words }) => contains(text, words))
  if (sentence) return { revokes: true, phrase: sentence.words, locale: sentence.locale }
  const perSe = perSeWords.find((phrase) => contains(text, phrase.words))
  if (!perSe) return null
  const rest = ` ${text} `.replace(` ${perSe.words} `, ' ').trim()
  const onlyCourtesy = rest === '' || rest.split(' ').every((word) => courtesy.has(word))
  // A per-se phrase of two words counts only alone ("No más", not "no más quería preguntar").
  if (perSe.words.includes(' ') && !onlyCourtesy) return null
  return { revokes: onlyCourtesy ? true : 'unclear', phrase: perSe.words, locale: perSe.locale }
}
