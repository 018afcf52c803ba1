import { uploadPolicy } from './private-headers.mjs'

/** A file name fit for Content-Disposition: ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * A client's file (a document, a signed letter) as a download: kept by no cache, never sniffed
 * into another type, and inert if opened directly (the policy of uploaded files).
 */
export function privateFile(
  bytes: Uint8Array,
  {
    contentType,
    fileName,
    headers = {},
  }: {
    contentType: string
    fileName: string
    headers?: Record<string, string>
  },
) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-length': String(bytes.length),
      'content-disposition': disposition(fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': uploadPolicy,
      ...headers,
    },
  })
}
