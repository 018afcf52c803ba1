/**
 * The data-cache tags of the site, one per kind of content: queries cache under a tag
 * (`unstable_cache`), the collection's hooks revalidate it (lib/cache/revalidate.ts).
 */
export const cacheTags = {
  attorneys: 'attorneys',
  blog: 'blog',
  firm: 'firm-profile',
  lives: 'lives',
  marketing: 'marketing',
  pages: 'pages',
  reviews: 'google-reviews',
  schedule: 'intake-schedule',
  testimonials: 'testimonials',
} as const
