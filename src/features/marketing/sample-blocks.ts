/**
 * Sample text of the marketing pages, per block key and language. `{recruitmentSite}` in an href
 * stands for the firm profile's recruitment site, so the URL lives in one place.
 */
export type SampleItem = {
  title?: string
  text?: string
  list?: string[]
  href?: string
  image?: string
}
export type SampleBlockText = { title?: string; body?: string; items?: SampleItem[] }
export type SampleBlock = {
  key: string
  image?: string
  videoUrl?: string
  es: SampleBlockText
  en: SampleBlockText
}
