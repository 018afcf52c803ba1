/** Each upload collection's folder (key prefix) in the bucket. */
export const bucketPrefixes = { media: 'media', 'lead-documents': 'documents' } as const
