import { searchEndpoint } from '@/features/blog/search-endpoint'

/** Footer search suggestions: GET /search/blog?query=…[&lang=en]. */
export const GET = searchEndpoint
