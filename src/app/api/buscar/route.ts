import { searchEndpoint } from '@/features/blog/search-endpoint'

/** Header search suggestions: GET /api/buscar?query=…[&lang=en]. */
export const GET = searchEndpoint
