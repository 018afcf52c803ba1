import { registerChannel } from '@/features/leads'
import { sendBookingText } from './send-texts'

/**
 * The booking's rows in the leads outbox (durable timers, claimed once across instances): the
 * confirmation, and the reminders and the no-show's rebooking text. One text at a time per
 * phone or address, like the other texts to visitors.
 */
export function registerBookingChannels() {
  registerChannel('booking-confirmation', { send: sendBookingText, concurrency: 4, perTarget: 1 })
  registerChannel('booking-reminder', { send: sendBookingText, concurrency: 4, perTarget: 1 })
}
