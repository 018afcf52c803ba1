/** The campaign parameters a touch keeps, under the names of the landing URL and the post. */
export const utmParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const

/** The ad platforms' click ids (Google, Google iOS web/app, Meta, TikTok). */
export const clickIdParams = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'ttclid'] as const

/** A touch as the post and the stored lead name it. */
export const touchFields = [...utmParams, ...clickIdParams, 'landing_page', 'referrer'] as const

/** The post's field holding the first touch as JSON (the plain names are the last touch). */
export const firstTouchField = 'first_touch'
