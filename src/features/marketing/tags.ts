export const marketingTag = 'marketing'
