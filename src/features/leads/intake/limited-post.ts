import { NextResponse, type NextRequest } from 'next/server'
import { allowPost } from '@/lib/http/rate-limit'
import { BodyError, readFields } from '@/lib/http/request-body'

/** The JSON answer of a refused post: `{ status: 'error', message }`. */
export function errorAnswer(message: string, status: number) {
  return NextResponse.json({ status: 'error', message }, { status })
}

type LimitedPost = { fields: Record<string, string> } | { refused: NextResponse }

/**
 * A post's fields, or the answer refusing it: 429 with `tooMany` when its sender (`limitKey`)
 * is over the per-minute limit, or the status of a body that cannot be read (too large,
 * undecodable).
 */
export async function readLimitedPost(
  request: NextRequest,
  limitKey: string,
  tooMany: string,
): Promise<LimitedPost> {
  if (!(await allowPost(limitKey))) return { refused: errorAnswer(tooMany, 429) }
  try {
    return { fields: await readFields(request) }
  } catch (error) {
    if (error instanceof BodyError) return { refused: errorAnswer(error.message, error.status) }
    throw error
  }
}
