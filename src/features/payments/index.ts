/** What other features may call on the server: the only way into this feature. */
export { startCheckout, PaymentRefused } from './checkout'
export type { CheckoutRequest } from './checkout'
export { onPaymentSettled } from './settled'
export type { PaymentSettled } from './settled'
export { paymentsOfLead } from './queries'
export { trustAccountConfigured } from './stripe-client'
export type { PaymentKind } from './stripe-client'
export { returnUrls } from './request-endpoint'
