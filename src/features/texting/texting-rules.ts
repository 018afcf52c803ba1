/** Texts that answer the visitor at once (to the post or to their own text), at any hour. */
export const immediateKinds = ['auto-reply', 'opt-out', 'opt-in', 'help', 'revocation-check']

/** The one text an opted-out number still gets: the confirmation of its opt-out. */
export const reachesOptedOut = (kind: string) => kind === 'opt-out'

/** Twilio refuses a number that replied STOP to it (error 21610): nothing to retry. */
export const isTwilioUnsubscribed = (error: unknown) =>
  error instanceof Error && /\b21610\b/.test(error.message)
