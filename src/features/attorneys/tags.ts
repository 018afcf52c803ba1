export const attorneysTag = 'attorneys'
