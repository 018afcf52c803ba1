/** The client-path steps reported to ad platforms as offline conversions, in path order. */
export const conversionSteps = ['booked', 'signed', 'retained'] as const
export type ConversionStep = (typeof conversionSteps)[number]

export const conversionPlatforms = ['google', 'meta', 'tiktok'] as const
export type ConversionPlatform = (typeof conversionPlatforms)[number]

/**
 * The event name each platform receives for each step. Google's are the names of the conversion
 * actions the firm creates in Google Ads (Goals → Conversions → Import → "Conversions from
 * clicks"): they must match exactly, so rename them here if the account uses others. Meta's and
 * TikTok's are their standard events.
 */
export const conversionNames: Record<ConversionPlatform, Record<ConversionStep, string>> = {
  google: { booked: 'Booked call', signed: 'Letter signed', retained: 'Client retained' },
  meta: { booked: 'Schedule', signed: 'SubmitApplication', retained: 'Purchase' },
  tiktok: { booked: 'Contact', signed: 'SubmitForm', retained: 'CompletePayment' },
}

/**
 * The click ids each platform's file is keyed by, the preferred first. Google's iOS clicks carry
 * a gbraid (app) or wbraid (web) instead of a gclid; its file has a column for each, and a row
 * holds exactly one of them.
 */
export const platformClickIds = {
  google: ['gclid', 'gbraid', 'wbraid'],
  meta: ['fbclid'],
  tiktok: ['ttclid'],
} as const satisfies Record<ConversionPlatform, readonly string[]>

export type ClickIdName = (typeof platformClickIds)[ConversionPlatform][number]
