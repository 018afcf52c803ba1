import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { asksForMissingVersions } from '@/lib/versions-guard'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

export default async function Page({ params, searchParams }: Args) {
  const { segments = [] } = await params
  if (asksForMissingVersions(await config, segments, 'admin')) notFound()
  return RootPage({ config, params, searchParams, importMap })
}
