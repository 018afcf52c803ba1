/** An attorney's profile page, for `getPathname` and `alternatePaths`. */
export const attorneyHref = (slug: string) =>
  ({ pathname: '/abogados/[name]', params: { name: slug } }) as const
