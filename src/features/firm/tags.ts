export const firmTag = 'firm-profile'
