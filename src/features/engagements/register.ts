import { registerChannel } from '@/features/leads'
import { retainOnPayment } from './retained'
import { sendEngagementText } from './send'

/**
 * A letter's link and reminders ride the leads outbox (durable timers, claimed once); a fee paid
 * after the countersignature retains the lead.
 */
export function registerEngagementChannels() {
  retainOnPayment()
  registerChannel('engagement-link', { send: sendEngagementText, concurrency: 4, perTarget: 1 })
  registerChannel('engagement-reminder', { send: sendEngagementText, concurrency: 4, perTarget: 1 })
}
