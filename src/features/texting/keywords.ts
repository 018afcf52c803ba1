export type KeywordAction = 'opt-out' | 'opt-in' | 'help'

/**
 * Twilio's standard keywords and their Spanish counterparts. Only the whole message counts (a
 * visitor writing "please stop calling after 5" is a message for staff, not a keyword).
 */
const keywords: Record<string, KeywordAction> = {
  STOP: 'opt-out',
  STOPALL: 'opt-out',
  UNSUBSCRIBE: 'opt-out',
  CANCEL: 'opt-out',
  END: 'opt-out',
  QUIT: 'opt-out',
  ALTO: 'opt-out',
  PARAR: 'opt-out',
  CANCELAR: 'opt-out',
  START: 'opt-in',
  UNSTOP: 'opt-in',
  YES: 'opt-in',
  HELP: 'help',
  INFO: 'help',
  AYUDA: 'help',
}

/** The keyword a text is, if it is one: trimmed, any case, trailing punctuation ignored. */
export function keywordOf(body: string): { keyword: string; action: KeywordAction } | null {
  const keyword = body
    .trim()
    .toUpperCase()
    .replace(/[.!¡¿?\s]+$/u, '')
  const action = keywords[keyword]
  return action ? { keyword, action } : null
}

/** The language of an answer: Spanish keywords in Spanish; else the lead's, Spanish by default. */
export const answerLocale = (keyword: string, leadLocale: string | undefined) =>
  ['ALTO', 'PARAR', 'CANCELAR', 'AYUDA'].includes(keyword)
    ? 'es'
    : leadLocale === 'en'
      ? 'en'
      : 'es'
