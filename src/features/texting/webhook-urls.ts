import { siteUrl } from '@/lib/seo/site-url'

/**
 * The public URL Twilio calls for a webhook path. Behind a proxy the request's own URL is not
 * what Twilio signed, so it is built from SITE_URL.
 */
export const publicWebhookUrl = (pathAndQuery: string) => `${siteUrl().origin}${pathAndQuery}`

export const inboundPath = '/api/sms/inbound'
export const statusPath = '/api/sms/status'

export const statusCallbackUrl = () => publicWebhookUrl(statusPath)
