import { openPreview } from '@/features/pages/preview'

export const GET = openPreview
