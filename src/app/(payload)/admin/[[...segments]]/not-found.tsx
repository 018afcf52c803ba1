import { NotFoundPage } from '@payloadcms/next/views'
import { adminMetadata, adminView, type AdminArgs } from '../admin-route'

export const generateMetadata = adminMetadata

export default function NotFound(args: AdminArgs) {
  return NotFoundPage(adminView(args))
}
