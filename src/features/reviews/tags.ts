export const reviewsTag = 'google-reviews'
