export const blogTag = 'blog'
