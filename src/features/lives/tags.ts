export const livesTag = 'lives'
