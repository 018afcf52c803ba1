import sanitizeHtml from 'sanitize-html'

/**
 * The HTML staff write for an article, reduced to what a blog body needs: no scripts, styles,
 * event handlers or javascript: links. Heading ids stay, for the index's jump links.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
      'img',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      '*': ['id'],
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // The page has its own h1 (the title): an h1 in the body becomes an h2.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  })
}
