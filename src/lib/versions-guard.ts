import type { SanitizedConfig } from 'payload'

type Entity = { slug: string; versions?: unknown }

const keepsNoVersions = (entities: Entity[], slug: string | undefined) => {
  const entity = entities.find((candidate) => candidate.slug === slug)
  return Boolean(entity && !entity.versions)
}

/**
 * Whether a path asks for the versions of a collection or global that keeps none. Payload routes
 * `…/versions` for every collection and global; for one without versions its database adapter
 * has no versions table and the request fails with a TypeError (a 500), and the admin's versions
 * view tells a logged-in admin to log in. Both answer "not found" instead.
 *
 * `rest`: the segments after /cms/api (`<collection>/versions…`, `globals/<global>/versions…`);
 * `admin`: after /admin (`collections/<collection>/<id>/versions…`, `globals/<global>/versions…`).
 */
export function asksForMissingVersions(
  config: Pick<SanitizedConfig, 'collections' | 'globals'>,
  segments: string[],
  base: 'rest' | 'admin',
): boolean {
  const [first, second, ...rest] = segments
  if (first === 'globals') return rest[0] === 'versions' && keepsNoVersions(config.globals, second)
  if (base === 'rest') return second === 'versions' && keepsNoVersions(config.collections, first)
  return (
    first === 'collections' &&
    rest.includes('versions') &&
    keepsNoVersions(config.collections, second)
  )
}
