import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  experimental: {
    // Pages rendered on demand stay in this process's memory: a restart (say, on a restored or
    // fresh database) starts from an empty page cache instead of HTML of another database.
    isrFlushToDisk: false,
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
