/** Hidden field people never fill: a post that fills it is kept but marked as spam. */
export const honeypotField = 'website'
