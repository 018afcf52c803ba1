import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import * as spanish from '@zxcvbn-ts/language-es-es'

export const minPasswordLength = 12
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^8 guesses and more). */
const minScore = 3

let factory: ZxcvbnFactory | undefined

/**
 * zxcvbn with the common-password lists (leaked-password rankings) and the English and Spanish
 * dictionaries, all shipped in the packages: no network call. Built on first use (the
 * dictionaries take a moment to index).
 */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary, ...spanish.dictionary },
  })
  return factory
}

/** Whether a new staff password is long and hard enough to guess (the account's e-mail and name count as known words). */
export function strongPassword(password: string, knownWords: string[] = []): boolean {
  if (password.length < minPasswordLength) return false
  const words = knownWords.flatMap((word) => word.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean)
  return estimator().check(password, words).score >= minScore
}
