import config from '@payload-config'
import { generatePageMetadata } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { importMap } from './importMap.js'

/** What Payload's admin views take: the route's segments and query, with the config. */
export type AdminArgs = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const adminMetadata = ({ params, searchParams }: AdminArgs): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

export const adminView = ({ params, searchParams }: AdminArgs) => ({
  config,
  params,
  searchParams,
  importMap,
})
