/** The sample blog categories, in menu order. */
export const sampleCategories = [
  {
    es: { name: 'Inmigración', slug: 'inmigracion' },
    en: { name: 'Immigration', slug: 'immigration' },
  },
  {
    es: { name: 'Visas humanitarias', slug: 'visas-humanitarias' },
    en: { name: 'Humanitarian visas', slug: 'humanitarian-visas' },
  },
  { es: { name: 'Noticias', slug: 'noticias' }, en: { name: 'News', slug: 'news' } },
]
