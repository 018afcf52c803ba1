export const testimonialsTag = 'testimonials'
