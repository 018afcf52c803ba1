import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'
import { notFound } from 'next/navigation'
import { asksForMissingVersions } from '@/lib/versions-guard'
import { adminMetadata, adminView, type AdminArgs } from '../admin-route'

export const generateMetadata = adminMetadata

export default async function Page(args: AdminArgs) {
  const { segments = [] } = await args.params
  if (asksForMissingVersions(await config, segments, 'admin')) notFound()
  return RootPage(adminView(args))
}
