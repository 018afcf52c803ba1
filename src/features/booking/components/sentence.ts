import { fillSentence } from '@/lib/sentence'

/**
 * A sentence with a time put in it: "Le llamaremos el {time}." with a time that ends in "a. m."
 * reads "a. m." — one period ends both.
 */
export function withTime(template: string, time: string): string {
  return fillSentence(template, { time })
}
