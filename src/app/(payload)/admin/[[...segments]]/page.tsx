import { RootPage } from '@payloadcms/next/views'
import { adminMetadata, adminView, type AdminArgs } from '../admin-route'

export const generateMetadata = adminMetadata

export default function Page(args: AdminArgs) {
  return RootPage(adminView(args))
}
