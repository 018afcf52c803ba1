import { categoryList } from '@/features/blog/endpoints'
import { jsonResponse } from '@/lib/http/json-route'

/** Spanish blog categories: [{ id, url_es, nombre_es }]. */
export function GET() {
  return jsonResponse('the categories', () => categoryList('es'))
}
